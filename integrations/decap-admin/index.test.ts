import { describe, expect, it } from 'vitest';
import { adminPage, configFile } from './index.ts';

describe('the studio files', () => {
  it('give the deployed studio no local mode, and npm run studio the port of its decap-server', () => {
    expect(configFile('site', {})).not.toContain('local_backend');
    expect(configFile('studio', { DECAP_SERVER_PORT: '8091' })).toContain('"url": "http://localhost:8091/api/v1"');
  });

  it('write the repository Netlify builds, and GitHub as the backend', () => {
    const config = configFile('site', { REPOSITORY_URL: 'https://github.com/artiste/site-officiel' });
    expect(config).toContain('"repo": "artiste/site-officiel"');
    expect(config).toContain('"name": "github"');
  });

  it('keep the page out of search engines and load only the site’s own copy of Decap', () => {
    expect(adminPage).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...adminPage.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, source]) => source)).toEqual(['/admin/decap-cms.js']);
  });
});
