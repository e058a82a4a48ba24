import { describe, expect, it } from 'vitest';
import { hreflangLinks } from './index.ts';

describe('the sitemap alternates', () => {
  it('are the languages a page head lists, and x-default', () => {
    const head =
      '<link rel="alternate" hreflang="fr" href="https://a.example/discographie"><link rel="alternate" hreflang="en" href="https://a.example/en/discography"><link rel="alternate" hreflang="x-default" href="https://a.example/discographie">';
    expect(hreflangLinks(head)).toEqual([
      { lang: 'fr', url: 'https://a.example/discographie' },
      { lang: 'en', url: 'https://a.example/en/discography' },
      { lang: 'x-default', url: 'https://a.example/discographie' },
    ]);
  });
});
