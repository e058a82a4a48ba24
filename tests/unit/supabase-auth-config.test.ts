import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { authConfigProblems, authUrlsForSite, withAuthUrls } from '../../src/lib/supabase-auth-config';
import { readAuthFiles } from '../../integrations/supabase-auth-addresses/auth-files';

const root = join(import.meta.dirname, '..', '..');
const SITE = 'https://yanielbarcenas.fr';

describe('authUrlsForSite', () => {
  it('names the site and any page of it as a destination for mailed links', () => {
    expect(authUrlsForSite('https://yanielbarcenas.fr/')).toEqual({ siteUrl: SITE, redirectUrls: [`${SITE}/**`] });
  });
});

describe('authConfigProblems', () => {
  it('accepts addresses that follow the site', () => {
    expect(authConfigProblems(authUrlsForSite(SITE), SITE)).toEqual([]);
  });

  it('refuses localhost, a loopback address and the placeholder domain, saying where', () => {
    expect(authConfigProblems({ siteUrl: 'http://localhost:4321', redirectUrls: ['http://127.0.0.1:4321'] }, SITE)).toEqual([
      '[auth] site_url : « http://localhost:4321 » désigne la machine locale',
      "[auth] site_url vaut « http://localhost:4321 » au lieu de l'adresse du site, « https://yanielbarcenas.fr »",
      '[auth] additional_redirect_urls : « http://127.0.0.1:4321 » désigne la machine locale',
    ]);
    const placeholder = authConfigProblems(authUrlsForSite('https://yaniel-barcenas.example'), 'https://yaniel-barcenas.example');
    expect(placeholder).toEqual([
      "[auth] site_url : « https://yaniel-barcenas.example » est le domaine d'exemple du projet",
      "[auth] additional_redirect_urls : « https://yaniel-barcenas.example/** » est le domaine d'exemple du projet",
    ]);
  });

  it('refuses a wildcard host, which would hand recovery links to any deploy preview, and accepts an exact preview host', () => {
    expect(authConfigProblems({ siteUrl: SITE, redirectUrls: [`${SITE}/**`, 'https://*--monsite.netlify.app/**'] }, SITE)).toEqual([
      "[auth] additional_redirect_urls : « https://*--monsite.netlify.app/** » désigne tout un ensemble d'hôtes (« * ») : indiquez chaque hôte en entier",
    ]);
    expect(authConfigProblems({ siteUrl: SITE, redirectUrls: [`${SITE}/**`, 'https://recette--monsite.netlify.app/**'] }, SITE)).toEqual([]);
  });

  it('refuses a site_url other than the site', () => {
    expect(authConfigProblems(authUrlsForSite('https://ancien-domaine.fr'), SITE)).toEqual([
      "[auth] site_url vaut « https://ancien-domaine.fr » au lieu de l'adresse du site, « https://yanielbarcenas.fr »",
    ]);
  });
});

describe('withAuthUrls', () => {
  it("rewrites [auth]'s two addresses only, keeping comments and every other section", async () => {
    const toml = await readFile(join(root, 'supabase', 'config.toml'), 'utf8');
    const written = withAuthUrls(toml, SITE);
    const auth = (parse(written) as { auth: Record<string, unknown> }).auth;
    expect(auth['site_url']).toBe(SITE);
    expect(auth['additional_redirect_urls']).toEqual([`${SITE}/**`]);
    expect(written.split('\n').filter((line, index) => line !== toml.split('\n')[index])).toHaveLength(2);
    expect(withAuthUrls('[auth.email]\nsite_url = "x"\n', SITE)).toBe('[auth.email]\nsite_url = "x"\n');
  });
});

describe('the repository', () => {
  it('ships config.toml on the placeholder a production build refuses', async () => {
    const config = await readAuthFiles(root);
    expect(authConfigProblems(config, 'https://yaniel-barcenas.example').every((problem) => problem.includes("domaine d'exemple"))).toBe(true);
    expect(authConfigProblems(authUrlsForSite(SITE), SITE)).toEqual([]);
  });
});
