/**
 * The site's markdown rules, as plugins of Sätteri (Astro 7's markdown processor, which runs its
 * own mdast and hast plugins instead of remark and rehype ones). Used by astro.config.mjs.
 *
 * Every markdown file (articles, concerts, biography):
 * - raw HTML is shown as typed, never run (the pages keep their strict Content-Security-Policy);
 * - spaces before « : ; ! ? » become non-breaking, as French typography wants;
 * - links go only to web and mail addresses, phone numbers and the site's own pages; a web
 *   address opens in a new tab and says so to screen readers.
 *
 * Blog articles (content/blog/), as the artist writes them:
 * - every non-empty line is a paragraph of its own (no blank line needed between two);
 * - '# ' is a large heading under the page title (<h2>), '## ' a sub-heading (<h3>), and a line
 *   underlined with --- stays a line followed by a separator;
 * - an image written in the text stands as its description (photos go in the article's list);
 * - the 1st to 5th large headings are followed by a photo slot (PHOTO_SLOT), which the page
 *   fills with the article's photos (src/components/blog/ArticleBody.astro).
 */
import type { HastPluginEntry, MdastPluginEntry, PluginFactoryContext } from 'satteri';
import type { Element, ElementContent } from 'hast';
import type { Heading, PhrasingContent } from 'mdast';
import { frenchSpacing, slugify } from '../../src/lib/blog.ts';
import { PHOTO_HEADING_SLOTS, PHOTO_SLOT } from '../../src/lib/article-photos.ts';

const isArticle = ({ fileURL }: PluginFactoryContext) => fileURL?.pathname.includes('/content/blog/') ?? false;

/** Link targets markdown may use: web and mail addresses, phone numbers, the site's own paths. */
export function isSafeHref(href: string): boolean {
  if (/[\p{Cc}\s]/u.test(href)) return false;
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) || /^(\/(?!\/)|#|\.\.?\/)/.test(href);
}

/** Heading anchor: "Une enfance à La Havane" -> "une-enfance-a-la-havane". */
export function headingAnchor(text: string): string {
  return slugify(text) || 'section';
}

const rawHtmlAsText: MdastPluginEntry = {
  name: 'raw-html-as-text',
  html(node, ctx) {
    const text = { type: 'text', value: node.value } as const;
    // HTML inside a line becomes text; a block of HTML on its own lines, a paragraph of text.
    const inLine = !['root', 'blockquote', 'listItem', 'footnoteDefinition'].includes(ctx.parent(node)?.type ?? 'root');
    ctx.replaceNode(node, inLine ? text : { type: 'paragraph', children: [text] });
  },
};

const frenchSpaces: MdastPluginEntry = {
  name: 'french-spaces',
  text(node, ctx) {
    const spaced = frenchSpacing(node.value);
    if (spaced !== node.value) ctx.setProperty(node, 'value', spaced);
  },
};

const newTabNote = (): ElementContent => ({ type: 'element', tagName: 'span', properties: { className: ['sr-only'] }, children: [{ type: 'text', value: ' (nouvel onglet)' }] });

const safeLinks: HastPluginEntry = {
  name: 'safe-links',
  element: {
    filter: ['a'],
    visit(node, ctx) {
      const href = typeof node.properties['href'] === 'string' ? node.properties['href'] : '';
      if (!isSafeHref(href)) {
        ctx.replaceNode(node, node.children);
        return;
      }
      if (!/^https?:\/\//i.test(href)) return;
      ctx.setProperty(node, 'target', '_blank');
      ctx.setProperty(node, 'rel', ['noopener', 'noreferrer']);
      ctx.appendChild(node, newTabNote());
    },
  },
};

/** A line underlined with --- or === is a heading in CommonMark; here only '#' makes one. */
const underlinesAreNotHeadings: MdastPluginEntry = (context) =>
  isArticle(context) && {
    name: 'underlines-are-not-headings',
    options: { position: true },
    heading(node, ctx) {
      const start = node.position?.start.offset;
      if (start === undefined || ctx.source[start] === '#') return;
      const end = node.position?.end.offset ?? start;
      // The underline's own line, without the '> ' of a quotation it may sit in.
      const underline =
        ctx.source
          .slice(start, end)
          .trimEnd()
          .split('\n')
          .at(-1)
          ?.replace(/^[\s>]+/, '') ?? '';
      const line = { type: 'paragraph', children: node.children } as const;
      ctx.replaceNode(node, underline.startsWith('-') ? [line, { type: 'thematicBreak' }] : [line, { type: 'paragraph', children: [{ type: 'text', value: underline }] }]);
    },
  };

/** Each line of a paragraph (a line end or a hard break) becomes a paragraph of its own. */
const linesAreParagraphs: MdastPluginEntry = (context) =>
  isArticle(context) && {
    name: 'lines-are-paragraphs',
    paragraph(node, ctx) {
      const lines: PhrasingContent[][] = [[]];
      for (const child of node.children) {
        if (child.type === 'break') {
          lines.push([]);
        } else if (child.type === 'text' && /[\r\n]/.test(child.value)) {
          child.value.split(/\r\n|\r|\n/).forEach((part, index) => {
            if (index > 0) lines.push([]);
            if (part.trim() !== '') lines.at(-1)?.push({ type: 'text', value: index > 0 ? part.trimStart() : part });
          });
        } else {
          lines.at(-1)?.push(child);
        }
      }
      const paragraphs = lines.filter((line) => line.length > 0);
      if (paragraphs.length > 1)
        ctx.replaceNode(
          node,
          paragraphs.map((children) => ({ type: 'paragraph', children })),
        );
    },
  };

/** The page title is the <h1>: '# ' gives <h2>, '## ' <h3>, and anything smaller <h4>. */
const headingsUnderTitle: MdastPluginEntry = (context) =>
  isArticle(context) && {
    name: 'headings-under-title',
    heading(node, ctx) {
      ctx.setProperty(node, 'depth', Math.min(node.depth + 1, 4) as Heading['depth']);
    },
  };

const imagesAsDescription: MdastPluginEntry = (context) =>
  isArticle(context) && {
    name: 'images-as-description',
    image(node, ctx) {
      ctx.replaceNode(node, { type: 'text', value: node.alt ?? '' });
    },
  };

/** Anchors without accents, unique in the article (Astro's own keeps accents and runs after, keeping these). */
const headingAnchors: HastPluginEntry = (context) => {
  if (!isArticle(context)) return false;
  const used = new Map<string, number>();
  return {
    name: 'heading-anchors',
    element: {
      filter: ['h2', 'h3', 'h4'],
      visit(node, ctx) {
        if (typeof node.properties['id'] === 'string') return;
        const base = headingAnchor(ctx.textContent(node));
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        ctx.setProperty(node, 'id', seen === 0 ? base : `${base}-${seen + 1}`);
      },
    },
  };
};

const photoSlots: HastPluginEntry = (context) => {
  if (!isArticle(context)) return false;
  let largeHeadings = 0;
  return {
    name: 'photo-slots',
    element: {
      filter: ['h2'],
      visit(node, ctx) {
        // The footnotes' own <h2> sits in their <section>: only the article's headings count.
        if (ctx.parent(node).type !== 'root' || largeHeadings >= PHOTO_HEADING_SLOTS) return;
        largeHeadings += 1;
        ctx.insertAfter(node, { type: 'comment', value: PHOTO_SLOT });
      },
    },
  };
};

/** A wide block (chords laid out by hand, a table) scrolls sideways, and the keyboard reaches it. */
const scrollableBlocks: HastPluginEntry = (context) =>
  isArticle(context) && {
    name: 'scrollable-blocks',
    element: {
      filter: ['pre', 'table'],
      visit(node: Element, ctx) {
        if (node.tagName === 'pre') ctx.setProperty(node, 'tabIndex', 0);
        else ctx.wrapNode(node, { type: 'element', tagName: 'div', properties: { className: ['table-scroll'], tabIndex: 0 }, children: [] });
      },
    },
  };

export const markdownOptions = {
  mdastPlugins: [rawHtmlAsText, underlinesAreNotHeadings, linesAreParagraphs, headingsUnderTitle, imagesAsDescription, frenchSpaces],
  hastPlugins: [safeLinks, headingAnchors, photoSlots, scrollableBlocks],
  features: {
    gfm: { footnotes: { label: 'Notes', backLabel: 'Retour au texte, note {reference}' } },
  },
};
