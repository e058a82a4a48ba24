/** netlify.toml as Netlify applies it, and the security and caching rules it must keep, as strict as a static site allows. */
import { parseAllHeaders } from '@netlify/headers-parser';
import { parse } from 'smol-toml';

interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

export function headerRules(toml: string): HeaderRule[] {
  const config = parse(toml) as { headers?: { for?: unknown; values?: Record<string, unknown> }[] };
  return (config.headers ?? []).map((rule) => ({
    for: String(rule.for ?? ''),
    values: Object.fromEntries(Object.entries(rule.values ?? {}).map(([key, value]) => [key.toLowerCase(), String(value)])),
  }));
}

/** Netlify's redirect patterns as this site writes them: "/x/*" is the folder and below, anything else one path. */
function redirectMatcher(pattern: string): (path: string) => boolean {
  return pattern.endsWith('/*') ? (path) => path === pattern.slice(0, -2) || path.startsWith(pattern.slice(0, -1)) : (path) => path === pattern;
}

export interface NetlifyRules {
  /** The headers for a path: every matching [[headers]] rule in order, a later value replacing an earlier one (names in lower case, as headerRules gives them). */
  headersFor(path: string): Record<string, string>;
  /** The [[redirects]] answering status 404, in order: the first that matches an unknown path gives its page. */
  notFoundPages: { matches: (path: string) => boolean; to: string }[];
}

/**
 * netlify.toml's rules as Netlify reads them. The [[headers]] paths go through Netlify's own
 * parser (@netlify/headers-parser: « /*.ics » is every calendar, at any depth), so that what the
 * tests and the production stand-in apply is what Netlify applies; a rule it refuses stops here.
 */
export async function netlifyRules(toml: string): Promise<NetlifyRules> {
  const configHeaders = headerRules(toml);
  const parsed = await parseAllHeaders({ headersFiles: undefined, configHeaders, minimal: false });
  if (parsed.errors.length > 0) throw new Error(`netlify.toml : ${parsed.errors.map((error) => error.message).join(' ; ')}`);
  const headers = parsed.headers.flatMap((rule) => ('forRegExp' in rule ? [{ matches: rule.forRegExp, values: rule.values }] : []));
  const redirects = (parse(toml) as { redirects?: { from?: unknown; to?: unknown; status?: unknown }[] }).redirects ?? [];
  return {
    headersFor: (path) => Object.assign({}, ...headers.filter((rule) => rule.matches.test(path)).map((rule) => rule.values)),
    notFoundPages: redirects.filter((rule) => rule.status === 404).map((rule) => ({ matches: redirectMatcher(String(rule.from)), to: String(rule.to) })),
  };
}

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

/** Problems with the headers of netlify.toml (empty when all rules hold). */
export function headerProblems(toml: string): string[] {
  const rules = headerRules(toml);
  const all = rules.find((rule) => rule.for === '/*')?.values;
  const problems: string[] = [];
  if (!all) return ['netlify.toml : aucune règle d\'en-têtes pour "/*"'];
  const csp = all['content-security-policy'] ?? '';
  if (directive(csp, 'frame-ancestors') !== "frame-ancestors 'none'") problems.push("CSP : frame-ancestors 'none' manquant");
  if (directive(csp, 'object-src') !== "object-src 'none'") problems.push("CSP : object-src 'none' manquant");
  if (directive(csp, 'base-uri') !== "base-uri 'self'") problems.push("CSP : base-uri 'self' manquant");
  const hsts = all['strict-transport-security'] ?? '';
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  if (maxAge < 31_536_000 || !hsts.includes('includeSubDomains') || !hsts.includes('preload')) {
    problems.push("HSTS : max-age d'au moins un an, includeSubDomains et preload attendus");
  }
  if (all['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options: nosniff manquant');
  if (!['no-referrer', 'strict-origin', 'strict-origin-when-cross-origin', 'same-origin'].includes(all['referrer-policy'] ?? '')) {
    problems.push('Referrer-Policy trop permissive ou absente');
  }
  const permissions = all['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation']) {
    if (!permissions.includes(`${feature}=()`)) problems.push(`Permissions-Policy : ${feature}=() manquant`);
  }
  if (all['cross-origin-opener-policy'] !== 'same-origin') problems.push('Cross-Origin-Opener-Policy: same-origin manquant');
  if (!all['cross-origin-resource-policy']) problems.push('Cross-Origin-Resource-Policy manquant');
  const assets = rules.find((rule) => rule.for === '/_astro/*')?.values['cache-control'] ?? '';
  if (!assets.includes('immutable') || !/max-age=31536000/.test(assets)) problems.push("/_astro/* : Cache-Control immutable d'un an attendu");
  return problems;
}
