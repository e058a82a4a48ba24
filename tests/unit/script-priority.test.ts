import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from '../../src/lib/script-priority';
import { pageScripts } from '../../scripts/lib/js-weight';

const imports: Record<string, string[]> = {
  '/_astro/Carousel.js': ['/_astro/paginate.js'],
  '/_astro/Facade.js': ['/_astro/paginate.js', '/_astro/frame.js'],
  '/_astro/Parked.js': ['/_astro/sdk.js'],
};
const importsOf = (url: string) => imports[url] ?? [];
/** As the build step calls it: with the module scripts the page lists outside <template>. */
const lowered = (html: string) => lowerScriptPriority(html, pageScripts(html).external, importsOf);

describe('script priority of a built page', () => {
  it('lowers every module script and preloads each imported chunk once, at low priority, in the head', () => {
    const html =
      '<html><head><title>t</title></head><body><script type="module" src="/_astro/Carousel.js"></script><script type="module" src="/_astro/Facade.js"></script></body></html>';
    expect(lowered(html)).toBe(
      '<html><head><title>t</title><link rel="modulepreload" href="/_astro/paginate.js" fetchpriority="low"><link rel="modulepreload" href="/_astro/frame.js" fetchpriority="low"></head><body>' +
        '<script type="module" src="/_astro/Carousel.js" fetchpriority="low"></script><script type="module" src="/_astro/Facade.js" fetchpriority="low"></script></body></html>',
    );
  });

  it('leaves alone a script parked in a <template>, inline scripts, and a page without module scripts', () => {
    const parked = '<html><head></head><body><template><script type="module" src="/_astro/Parked.js"></script></template><script type="module">show()</script></body></html>';
    expect(lowered(parked)).toBe(parked);
  });

  it('does not preload a chunk that is itself one of the page scripts', () => {
    const html = '<html><head></head><body><script type="module" src="/_astro/Facade.js"></script><script type="module" src="/_astro/frame.js"></script></body></html>';
    expect(lowered(html)).toContain('<head><link rel="modulepreload" href="/_astro/paginate.js" fetchpriority="low"></head>');
  });
});
