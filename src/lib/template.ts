/**
 * A dictionary string with `{name}` placeholders, filled: the islands' strings are templates
 * rather than functions because the page hands them over as serialised props.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
