/**
 * Checks a JSON-LD block against what search engines need to use it: a schema.org context,
 * a real type, and the fields their rich results require for that type.
 */

type Json = Record<string, unknown>;

/** Required properties per schema.org type (search engines' structured-data requirements). */
export const REQUIRED_FIELDS: Record<string, readonly string[]> = {
  MusicGroup: ['name'],
  Person: ['name'],
  MusicAlbum: ['name', 'byArtist'],
  MusicRecording: ['name'],
  Event: ['name', 'startDate', 'location'],
  MusicEvent: ['name', 'startDate', 'location'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate'],
  BlogPosting: ['headline', 'datePublished', 'image', 'author'],
  Article: ['headline', 'datePublished', 'image', 'author'],
  CreativeWork: ['name'],
  WebSite: ['name', 'url'],
  WebPage: ['name'],
  CollectionPage: ['name'],
  ItemList: ['itemListElement'],
  ListItem: ['position'],
  BreadcrumbList: ['itemListElement'],
  Organization: ['name'],
  Place: ['name', 'address'],
  PostalAddress: [],
  Offer: ['price', 'priceCurrency'],
  ImageObject: ['contentUrl'],
  Blog: ['name'],
  Course: ['name', 'description', 'provider'],
  Service: ['name'],
  ContactPoint: ['contactType'],
  EntryPoint: ['urlTemplate'],
  SearchAction: ['target'],
  Product: ['name'],
  QuantitativeValue: [],
  AudioObject: ['contentUrl'],
};

function typesOf(node: Json): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** Problems found in one parsed JSON-LD document (empty when it is fine). */
export function jsonLdProblems(document: unknown, where = '$'): string[] {
  if (typeof document !== 'object' || document === null) return [`${where}: un objet JSON-LD est attendu`];
  if (Array.isArray(document)) return document.flatMap((item, index) => jsonLdProblems(item, `${where}[${index}]`));
  const root = document as Json;
  const problems: string[] = [];
  if (where === '$') {
    const context = root['@context'];
    if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context)) problems.push(`${where}: @context doit être https://schema.org`);
  }
  const graph = root['@graph'];
  if (Array.isArray(graph)) return [...problems, ...graph.flatMap((node, index) => jsonLdProblems(node, `${where}.@graph[${index}]`).filter((p) => !p.includes('@context')))];
  problems.push(...nodeProblems(root, where));
  return problems;
}

function nodeProblems(node: Json, where: string): string[] {
  const problems: string[] = [];
  const types = typesOf(node);
  if (types.length === 0) problems.push(`${where}: @type manquant`);
  for (const type of types) {
    const required = REQUIRED_FIELDS[type];
    if (!required) {
      problems.push(`${where}: type inconnu de cette vérification « ${type} »`);
      continue;
    }
    for (const field of required) if (!isPresent(node[field])) problems.push(`${where} (${type}): champ requis « ${field} » absent`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, index) => {
      if (typeof child === 'object' && child !== null && '@type' in child) {
        problems.push(...nodeProblems(child as Json, `${where}.${key}${Array.isArray(value) ? `[${index}]` : ''}`));
      }
    });
  }
  for (const field of ['startDate', 'endDate', 'datePublished', 'dateModified', 'uploadDate']) {
    const value = node[field];
    if (typeof value === 'string' && Number.isNaN(Date.parse(value))) problems.push(`${where}: ${field} n'est pas une date ISO 8601 (« ${value} »)`);
  }
  return problems;
}
