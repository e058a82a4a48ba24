import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from '../../src/lib/script-priority';

const imports: Record<string, string[]> = {
  '/_astro/Carousel.js': ['/_astro/paginate.js'],
  '/_astro/Facade.js': ['/_astro/paginate.js', '/_astro/frame.js'],
  '/_astro/Parked.js': ['/_astro/sdk.js'],
};
const importsOf = (url: string) => imports[url] ?? [];

describe('script priority of a built page', () => {
  it('lowers every module script and preloads each imported chunk once, at low priority, in the head', () => {
    const html =
      '<html><head><title>t</title></head><body><script type="module" src="/_astro/Carousel.js"></script><script type="module" src="/_astro/Facade.js"></script></body></html>';
    expect(lowerScriptPriority(html, importsOf)).toBe(
      '<html><head><title>t</title><link rel="modulepreload" href="/_astro/paginate.js" fetchpriority="low"><link rel="modulepreload" href="/_astro/frame.js" fetchpriority="low"></head><body>' +
        '<script type="module" src="/_astro/Carousel.js" fetchpriority="low"></script><script type="module" src="/_astro/Facade.js" fetchpriority="low"></script></body></html>',
    );
  });

  it('leaves alone a script parked in a <template>, inline scripts, and a page without module scripts', () => {
    const parked = '<html><head></head><body><template><script type="module" src="/_astro/Parked.js"></script></template><script type="module">show()</script></body></html>';
    expect(lowerScriptPriority(parked, importsOf)).toBe(parked);
  });

  it('does not preload a chunk that is itself one of the page scripts', () => {
    const html = '<html><head></head><body><script type="module" src="/_astro/Facade.js"></script><script type="module" src="/_astro/frame.js"></script></body></html>';
    expect(lowerScriptPriority(html, importsOf)).toContain('<head><link rel="modulepreload" href="/_astro/paginate.js" fetchpriority="low"></head>');
  });
});
