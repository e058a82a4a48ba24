/**
 * GoTrue's mail templates (subjects and bodies) are Go templates: `{{ .ConfirmationURL }}`, and
 * branches on the user's metadata such as `{{ if eq .Data.lang "en" }}…{{ else }}…{{ end }}`.
 * No kept npm package renders Go's conditionals, so the stack reads the part of the language its
 * templates use: fields (`.Name`, `.Data.key`), `if`/`else if` on `eq FIELD "text"` or on a field
 * alone, `else`, `end`. Anything else stops the stack at start with the action it cannot read,
 * rather than mailing something hosted GoTrue would not.
 */

/** What a template is rendered with: GoTrue's fields, `Data` the user's metadata. */
export type TemplateData = Record<string, unknown>;

type Node = { kind: 'text'; text: string } | { kind: 'field'; path: string[] } | { kind: 'if'; branches: { test: Test | undefined; body: Node[] }[] };
type Test = { path: string[]; equals: string | undefined };

const ACTION = /\{\{-?\s*(.*?)\s*-?\}\}/gs;
const FIELD = /^((?:\.[A-Za-z_][A-Za-z0-9_]*)+)$/;
const CONDITION = /^(?:eq\s+((?:\.[A-Za-z_][A-Za-z0-9_]*)+)\s+"([^"\\]*)"|((?:\.[A-Za-z_][A-Za-z0-9_]*)+))$/;

function fieldPath(written: string): string[] {
  return written.slice(1).split('.');
}

function condition(written: string, template: string): Test {
  const match = CONDITION.exec(written);
  if (!match) throw new Error(`Mail template « ${template} »: the local stack cannot read the condition « ${written} » (eq .Field "text", or .Field)`);
  return match[1] !== undefined ? { path: fieldPath(match[1]), equals: match[2] } : { path: fieldPath(match[3] ?? ''), equals: undefined };
}

export type ParsedMailTemplate = readonly Node[];

/** Parses a template once, so that a template the stack cannot read stops it at start. */
export function parseMailTemplate(source: string, name: string): ParsedMailTemplate {
  const root: Node[] = [];
  // Each open `if`: its branches, the last one being filled.
  const open: { branches: { test: Test | undefined; body: Node[] }[] }[] = [];
  const current = () => open.at(-1)?.branches.at(-1)?.body ?? root;
  let last = 0;
  for (const match of source.matchAll(ACTION)) {
    if (match.index > last) current().push({ kind: 'text', text: source.slice(last, match.index) });
    last = match.index + match[0].length;
    const action = match[1] ?? '';
    if (FIELD.test(action)) {
      current().push({ kind: 'field', path: fieldPath(action) });
    } else if (action.startsWith('if ')) {
      const block = { branches: [{ test: condition(action.slice(3).trim(), name), body: [] }] };
      current().push({ kind: 'if', ...block });
      open.push(block);
    } else if (action.startsWith('else if ') && open.length > 0) {
      open.at(-1)?.branches.push({ test: condition(action.slice(8).trim(), name), body: [] });
    } else if (action === 'else' && open.length > 0) {
      open.at(-1)?.branches.push({ test: undefined, body: [] });
    } else if (action === 'end' && open.length > 0) {
      open.pop();
    } else {
      throw new Error(`Mail template « ${name} »: the local stack cannot read « {{ ${action} }} »`);
    }
  }
  if (open.length > 0) throw new Error(`Mail template « ${name} »: an {{ if }} has no {{ end }}`);
  if (last < source.length) root.push({ kind: 'text', text: source.slice(last) });
  return root;
}

function lookUp(data: TemplateData, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), data);
}

/** Go's truth: empty strings, zero, false, nil and empty collections are false. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return Boolean(value);
}

/** Renders a parsed template, each value written through `escape` (GoTrue's html/template escapes them for HTML). */
export function renderMailTemplate(nodes: ParsedMailTemplate, data: TemplateData, escape: (value: string) => string = (value) => value): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'field') {
        const value = lookUp(data, node.path);
        return value === undefined || value === null ? '' : escape(String(value));
      }
      const branch = node.branches.find(({ test }) => {
        if (test === undefined) return true;
        const value = lookUp(data, test.path);
        return test.equals === undefined ? truthy(value) : value === test.equals;
      });
      return branch ? renderMailTemplate(branch.body, data, escape) : '';
    })
    .join('');
}
