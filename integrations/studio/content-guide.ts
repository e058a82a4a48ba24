/**
 * The field tables of the artist's guide (content/README.md), written from the content schemas and
 * their studio metadata, as the studio's own fields are: each table sits between two comments
 * naming its collection, and content-guide.test.ts fails when one differs from its schema
 * (`npx vitest run -u integrations/studio/content-guide.test.ts` writes them again).
 */
import { contentSchemas } from '../../src/content-schemas.ts';
import { entryFieldsOf, type CmsField, type EntryField } from './cms-fields.ts';

/** "a, b ou c", each between backquotes. */
function choices(values: readonly (string | number | boolean)[]): string {
  const quoted = values.map((value) => `\`${String(value)}\``);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} ou ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** What the field takes, as a file written by hand must hold it. */
function format(field: CmsField): string | undefined {
  if (field.widget === 'datetime') return field.format === 'HH:mm' ? 'Une heure entre guillemets : `"20:30"` (pas `20h30`).' : 'Une date au format `AAAA-MM-JJ` : `2026-12-12`.';
  if (field.widget === 'select') return `L’un de : ${choices(field.options ?? [])}, écrit exactement ainsi.`;
  if (field.widget === 'image') return 'Un fichier image placé à côté, son chemin commençant par `./`.';
  if (field.widget === 'boolean') return '`true` ou `false`.';
  if (field.widget === 'number') return `Un nombre entier${field.min === undefined ? '' : ` à partir de ${field.min}`}${field.max === undefined ? '' : `, au plus ${field.max}`}.`;
  if (field.widget === 'list') return field.fields ? `Une liste ; chaque élément : ${field.fields.map((item) => `\`${item.name}\``).join(', ')}.` : 'Une liste de textes.';
  if (field.widget === 'object') return `Un groupe : ${(field.fields ?? []).map((item) => `\`${item.name}\``).join(', ')}.`;
  if (field.pattern?.[0].startsWith('^https')) return field.hint?.includes('https://') ? undefined : 'Une adresse web commençant par `https://`.';
  if (field.hint === undefined) return field.pattern?.[1] ?? 'Un texte.';
  return undefined;
}

function row({ studio, omissible, guide }: EntryField): string {
  const byDefault = studio.default !== undefined && studio.default !== '' && omissible ? `Sans valeur : \`${String(studio.default)}\`.` : undefined;
  const said = [studio.hint, format(studio), guide, byDefault].filter((part) => part !== undefined).join(' ');
  return `| \`${studio.name}\` | ${studio.label} | ${omissible ? 'non' : 'oui'} | ${said.replaceAll('|', '\\|')} |`;
}

/** The table of an entry's fields: its name in the file, its label in the studio, whether it is required, what to write. */
export function fieldTable(collection: keyof typeof contentSchemas): string {
  const rows = entryFieldsOf(contentSchemas[collection], collection).map(row);
  return ['| Champ | Dans le studio | Obligatoire | Ce qu’il faut écrire |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

const BLOCK = /(<!-- champs de (\w+), écrits depuis src\/content-schemas\.ts -->)[\s\S]*?(<!-- fin des champs -->)/g;

/** The guide with each of its field tables written again from the schemas. */
export function withFieldTables(guide: string): string {
  return guide.replace(BLOCK, (_block, opening: string, collection: string, closing: string) => {
    if (!(collection in contentSchemas)) throw new Error(`content/README.md : aucune collection « ${collection} » dans src/content-schemas.ts`);
    return `${opening}\n${fieldTable(collection as keyof typeof contentSchemas)}\n${closing}`;
  });
}
