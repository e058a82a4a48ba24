/**
 * ESLint rule: no human-readable text written in a component's markup. Text between tags, the
 * attributes a visitor reads or hears (aria-label, alt, title, placeholder…), the text props of
 * the site's components and the messages a script reads from data-* attributes come from the
 * page's dictionary (src/i18n), so that an English or Spanish page cannot show a French word left
 * in a component. Symbols and numbers (·, ×, →, 2026) are not words and pass; a name that is the
 * same in every language goes through the dictionary too, so that the rule has no exceptions to keep.
 */
import type { Rule } from 'eslint';

/**
 * The attributes a visitor reads or hears, and the props through which the site's components
 * print text (PageHeader's eyebrow and lead, a list's label…).
 */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'eyebrow',
  'lead',
  'heading',
  'description',
  'caption',
  'text',
]);

/** A letter of any script: what makes a string words rather than punctuation. */
const LETTER = /\p{L}/u;
/** Two words: a data-* attribute holding a sentence is a message a script shows (a name or an id has no space). */
const SENTENCE = /\p{L}+[\s\u00a0]+\p{L}/u;

function isText(name: string, text: string): boolean {
  if (TEXT_ATTRIBUTES.has(name)) return LETTER.test(text);
  return name.startsWith('data-') && SENTENCE.test(text);
}

interface TextNode {
  type: 'JSXText';
  value: string;
}
interface AttributeNode {
  type: 'JSXAttribute';
  name: { type: string; name: string | { name: string } };
  value: { type: string; value?: unknown; expression?: { type: string; value?: unknown; quasis?: { value: { cooked?: string | null } }[] } } | null;
}

function attributeName(node: AttributeNode): string {
  return typeof node.name.name === 'string' ? node.name.name : node.name.name.name;
}

/** The literal words of an attribute's value: a string, or the fixed parts of a template. */
function literalText(value: AttributeNode['value']): string {
  if (value === null) return '';
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  const expression = value.expression;
  if (value.type !== 'JSXExpressionContainer' || !expression) return '';
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral') return (expression.quasis ?? []).map((quasi) => quasi.value.cooked ?? '').join(' ');
  return '';
}

export const noVisibleLiteral: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text and read attributes come from the dictionaries (src/i18n), never written in markup' },
    messages: {
      text: 'Texte « {{text}} » écrit dans le balisage : mettez-le dans les dictionnaires (src/i18n/fr.ts, en.ts, es.ts) et lisez-le par dictionaries[lang].',
      attribute: 'Attribut {{name}}="{{text}}" écrit en dur : mettez le texte dans les dictionnaires (src/i18n/fr.ts, en.ts, es.ts).',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node: Rule.Node) {
        const { value } = node as unknown as TextNode;
        const text = value.trim();
        if (!LETTER.test(text) || !node.range) return;
        // Reported where the words start, not at the line break that opens the text node.
        const start = context.sourceCode.getLocFromIndex(node.range[0] + value.indexOf(text));
        context.report({ loc: { start, end: start }, messageId: 'text', data: { text: text.slice(0, 60) } });
      },
      JSXAttribute(node: Rule.Node) {
        const attribute = node as unknown as AttributeNode;
        const name = attributeName(attribute);
        const text = literalText(attribute.value).trim();
        if (isText(name, text)) context.report({ node, messageId: 'attribute', data: { name, text: text.slice(0, 60) } });
      },
    };
  },
};
