import { describe, expect, it } from 'vitest';
import {
  candidateTokens,
  cspHashSource,
  withoutTailwindBanner,
  keepUsedCspHashes,
  prunePageCss,
  scriptClassPrefixes,
  selectedAttributeNames,
  withInlineStylesRewritten,
} from './prune-page-css';

/** A built page as Astro writes it: CSP meta listing the hash of each inline style. */
function builtPage(body: string, ...styles: string[]): string {
  const sources = styles.map((css) => `'${cspHashSource(css)}'`).join(' ');
  return (
    `<!DOCTYPE html><html lang="fr"><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'; style-src 'self' ${sources} 'sha256-autrePage='">` +
    styles.map((css) => `<style>${css}</style>`).join('') +
    `</head><body>${body}</body></html>`
  );
}

async function prunedCss(body: string, css: string, scripts: string[] = []): Promise<string> {
  const { cssAfter } = await prunePageCss(builtPage(body, css), scripts);
  return cssAfter;
}

describe('CSP hash source', () => {
  it('is the base64 sha256 of the exact text', () => {
    expect(cspHashSource('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

describe('candidate tokens', () => {
  it('reads Tailwind class names whole, from markup or a compiled island', () => {
    const tokens = candidateTokens('className:"sm:px-6 bg-night/80 w-[min(28rem,calc(100vw-2rem))] aria-[current=page]:underline hover:bg-cream" ,`${e} pr-28`');
    expect(tokens).toEqual(
      expect.arrayContaining(['sm:px-6', 'bg-night/80', 'w-[min(28rem,calc(100vw-2rem))]', 'aria-[current=page]:underline', 'hover:bg-cream', 'pr-28', 'className']),
    );
  });

  it('finds class-name prefixes a script composes classes from', () => {
    expect(scriptClassPrefixes('containerModifierClass:`swiper-`,x=`${n.containerModifierClass}backface-hidden`,y=`is-${s}`')).toEqual(['swiper-', 'is-']);
    expect(scriptClassPrefixes('el.className="flex gap-2"')).toEqual([]);
  });

  it('lists the attribute names a stylesheet selects on, not escaped brackets of class names', () => {
    expect(selectedAttributeNames('[hidden]:where(:not([hidden=until-found])){}.w-\\[min\\(1rem\\)\\]{}a[ data-state=open]{}')).toEqual(['hidden', 'data-state']);
  });
});

describe('pruning a page stylesheet', () => {
  it('drops rules whose classes, ids or elements the page does not have, and keeps the others', async () => {
    const css = '.flex{display:flex}.grid{display:grid}#menu{top:0}#absent{top:1px}table{border:0}a{color:red}';
    expect(await prunedCss('<nav id="menu" class="flex"><a href="/">x</a></nav>', css)).toBe('.flex{display:flex}#menu{top:0}a{color:red}');
  });

  it('does not judge classes by words of the page text', async () => {
    expect(await prunedCss('<p>Un bloc en grid</p>', '.grid{display:grid}')).toBe('');
  });

  it('keeps Tailwind arbitrary values and variants, escaped as Tailwind writes them', async () => {
    const css =
      ".w-\\[min\\(28rem\\,calc\\(100vw-2rem\\)\\)\\]{width:min(28rem,calc(100vw - 2rem))}.after\\:content-\\[\\'\\'\\]:after{content:''}@media (width>=64rem){.lg\\:grid-cols-\\[2fr_3fr\\]{grid-template-columns:2fr 3fr}}.bg-night\\/80{color:red}.sm\\:px-6{padding:0}";
    const body = `<div class="w-[min(28rem,calc(100vw-2rem))] after:content-[''] lg:grid-cols-[2fr_3fr] bg-night/80"></div>`;
    expect(await prunedCss(body, css)).toBe(
      ".w-\\[min\\(28rem\\,calc\\(100vw-2rem\\)\\)\\]{width:min(28rem,calc(100vw - 2rem))}.after\\:content-\\[\\'\\'\\]:after{content:''}@media (width>=64rem){.lg\\:grid-cols-\\[2fr_3fr\\]{grid-template-columns:2fr 3fr}}.bg-night\\/80{color:red}",
    );
  });

  it('keeps classes and elements that only the page scripts name', async () => {
    const css = '.absolute{position:absolute}.swiper-slide-active{opacity:1}iframe{border:0}.unused{color:red}';
    const script = 'const i=document.createElement(`iframe`);i.className=`absolute inset-0`;const a={slideActiveClass:"swiper-slide-active"}';
    expect(await prunedCss('<div></div>', css, [script])).toBe('.absolute{position:absolute}.swiper-slide-active{opacity:1}iframe{border:0}');
  });

  it("keeps every class a script composes from a literal prefix (Swiper's swiper-horizontal), only where that script runs", async () => {
    const css = '.swiper-horizontal{touch-action:pan-y}.swiper-backface-hidden .swiper-slide{transform:translateZ(0)}';
    const swiper = 'containerModifierClass:`swiper-`,o=ue([`initialized`,n.direction]);t.classList.add(...o.map(e=>r.containerModifierClass+e))';
    const body = '<div class="swiper"><div class="swiper-slide"></div></div>';
    expect(await prunedCss(body, css, [swiper])).toBe(css);
    expect(await prunedCss(body, css)).toBe('');
  });

  it('keeps state selectors that scripts and visitors switch, even with no literal token for the state', async () => {
    const css = [
      '.follow-panel[data-state=expanded] .follow-panel-body{display:block}',
      '.fold[aria-expanded=true] .chevron{rotate:180deg}',
      '[hidden]:where(:not([hidden=until-found])){display:none!important}',
      '.site-menu:popover-open{display:block}',
      '.site-menu::backdrop{background:#000}',
      'dialog[open]{display:flex}',
      '.group-open\\:rotate-45:is(:where(.group):is([open],:popover-open,:open) *){rotate:45deg}',
      'paginated-list:not([data-ready]) li[data-page]{display:list-item}',
      '.btn:hover{color:red}',
      '.card:focus-within{outline:1px solid}',
    ].join('');
    // The folding widget sets its state from a variable: no "expanded" or "true" anywhere in the page.
    const script = 'show(e){this.dataset[`state`]=e,this.querySelector(`[data-fold-toggle]`)?.setAttribute(`aria-expanded`,String(e===s))}';
    const body =
      '<folding-widget class="follow-panel" data-state="collapsed"><button class="fold" aria-expanded="false"><span class="chevron"></span></button><div class="follow-panel-body"></div></folding-widget>' +
      '<nav class="site-menu" popover></nav><dialog></dialog><details class="group"><summary class="group-open:rotate-45"></summary></details>' +
      '<paginated-list><ul><li data-page="1"></li></ul></paginated-list><a class="btn card"></a>';
    expect(await prunedCss(body, css, [script])).toBe(css);
  });

  it('drops state selectors of elements the page does not have', async () => {
    expect(await prunedCss('<p></p>', '.follow-panel[data-state=expanded]{display:block}dialog[open]{display:flex}.site-menu:popover-open{top:0}')).toBe('');
  });

  it('keeps :where() spacing utilities the page uses and removes empty at-rules', async () => {
    const css =
      ':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}:where(.space-y-8>:not(:last-child)){margin-block-start:2rem}@media (width>=40rem){.sm\\:flex{display:flex}}@supports (color:red){.grid{color:red}}';
    expect(await prunedCss('<ul class="space-y-2"></ul>', css)).toBe(':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}');
  });

  it('keeps @font-face, the @property of a property a kept rule reads and the keyframes a kept rule animates with', async () => {
    const css =
      '@font-face{font-family:Fraunces;src:url(/f.woff2)}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-blur{syntax:"*";inherits:false}@keyframes marquee{to{transform:translate(-50%)}}@keyframes photo-strip{to{transform:translate(-33%)}}.animate-marquee{animation:var(--animate-marquee)}.photo-strip{animation-name:photo-strip}.border{border-style:var(--tw-border-style)}:root{--animate-marquee:marquee 40s linear infinite}';
    expect(await prunedCss('<div class="animate-marquee border"></div>', css)).toBe(
      '@font-face{font-family:Fraunces;src:url(/f.woff2)}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@keyframes marquee{to{transform:translate(-50%)}}.animate-marquee{animation:var(--animate-marquee)}.border{border-style:var(--tw-border-style)}:root{--animate-marquee:marquee 40s linear infinite}',
    );
  });

  it('drops the keyframes only an unused custom property named', async () => {
    const css =
      '@keyframes marquee{to{transform:translate(-50%)}}@keyframes fade{to{opacity:0}}.animate-marquee{animation:var(--animate-marquee)}.fade{animation:fade 1s}:root{--animate-marquee:marquee 40s linear infinite}';
    expect(await prunedCss('<div class="fade"></div>', css)).toBe('@keyframes fade{to{opacity:0}}.fade{animation:fade 1s}:root{}');
  });

  it('keeps the custom properties kept rules read, directly, through another property or in keyframes', async () => {
    const css =
      ':root{--color-amber:#f0b35a;--color-rumba:#e4572e;--spacing:.25rem;--gap:calc(var(--spacing)*2);--shift:1rem}@keyframes in{from{translate:0 var(--shift)}}.text-amber{color:var(--color-amber)}.gap-2{gap:var(--gap)}.text-rumba{color:var(--color-rumba)}.fade{animation:in 1s}';
    expect(await prunedCss('<p class="text-amber gap-2 fade"></p>', css)).toBe(
      ':root{--color-amber:#f0b35a;--spacing:.25rem;--gap:calc(var(--spacing)*2);--shift:1rem}@keyframes in{from{translate:0 var(--shift)}}.text-amber{color:var(--color-amber)}.gap-2{gap:var(--gap)}.fade{animation:in 1s}',
    );
  });

  it('reads classes inside <pre>, <noscript>, <template> and island props', async () => {
    const css = '.code{color:red}.ns{color:red}.tpl{color:red}.mt-4{margin-top:1rem}';
    const body = `<pre><span class="code"></span></pre><noscript><p class="ns"></p></noscript><template><b class="tpl"></b></template><astro-island props="{&quot;className&quot;:[0,&quot;mt-4&quot;]}"></astro-island>`;
    expect(await prunedCss(body, css)).toBe(css);
  });
});

describe('rules no element of the page can match', () => {
  it('go when they select only a shadow tree’s host, which a page’s own stylesheet never reaches', async () => {
    expect(await prunedCss('<p class="flex">x</p>', ':host{display:block}:root,:host{color:red}.flex{display:flex}')).toBe(':root,:host{color:red}.flex{display:flex}');
  });

  it('go when they need the scope of a component the page does not hold, with the keyframes only they used', async () => {
    const css = '.flex{display:flex}[data-astro-cid-b2][data-copy]{animation:copied 1s}@keyframes copied{to{opacity:0}}';
    expect(await prunedCss('<p class="flex">x</p>', css)).toBe('.flex{display:flex}');
    expect(await prunedCss('<p class="flex" data-astro-cid-b2 data-copy>x</p>', css)).toBe(css);
  });
});

describe('CSP of a pruned page', () => {
  it('lists the hash of each pruned style in place of the old one, and keeps the others', async () => {
    const fonts = '@font-face{font-family:F;src:url(/f.woff2)}';
    const site = '.flex{display:flex}.grid{display:grid}';
    const html = builtPage('<div class="flex"></div>', fonts, site);
    const page = await prunePageCss(html, []);
    expect(page.html).toContain('<style>.flex{display:flex}</style>');
    expect(page.hashChanges).toEqual([{ from: cspHashSource(site), to: cspHashSource('.flex{display:flex}') }]);
    const policy = /content="([^"]*)"/.exec(page.html)?.[1] ?? '';
    expect(policy).toContain(`'${cspHashSource('.flex{display:flex}')}'`);
    expect(policy).toContain(`'${cspHashSource(fonts)}'`);
    expect(policy).not.toContain(cspHashSource(site));
    expect(policy).toContain("'sha256-autrePage='");
    const originalPolicy = /content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(page.html.replace(policy, 'P')).toBe(html.replace(originalPolicy, 'P').replace(site, '.flex{display:flex}'));
  });

  it("keeps what one of the page's stylesheets declares and another uses, and leaves untouched sheets byte for byte", async () => {
    const fonts = '@font-face{font-family:Fraunces-1;src:url(/f.woff2)}:root{--font-fraunces:Fraunces-1,serif;--font-unused:x}';
    const site = ':root{--font-display:var(--font-fraunces),Georgia}.font-display{font-family:var(--font-display)}.grid{display:grid}';
    const islands = 'astro-island,astro-slot{display:contents}';
    const page = await prunePageCss(builtPage('<h1 class="font-display"></h1><astro-island></astro-island>', fonts, site, islands), []);
    expect(page.cssAfter.split('\n')).toEqual([
      '@font-face{font-family:Fraunces-1;src:url(/f.woff2)}:root{--font-fraunces:Fraunces-1,serif}',
      ':root{--font-display:var(--font-fraunces),Georgia}.font-display{font-family:var(--font-display)}',
      'astro-island{display:contents}',
    ]);
    expect(page.hashChanges.map(({ from }) => from)).toEqual([cspHashSource(fonts), cspHashSource(site), cspHashSource(islands)]);
    const untouched = '.flex{display:flex}';
    expect((await prunePageCss(builtPage('<p class="flex"></p>', fonts, untouched), [])).hashChanges.map(({ from }) => from)).toEqual([cspHashSource(fonts)]);
  });

  it('refuses a page whose CSP does not list the style it prunes', async () => {
    const html = builtPage('<p></p>', '.grid{display:grid}').replace(/'sha256-[^']*' 'sha256-autrePage='/, "'sha256-autrePage='");
    await expect(prunePageCss(html, [])).rejects.toThrow(/n'autorise pas la feuille de style/);
  });

  it('refuses a CSP meta it cannot read rather than ship a blocked style', async () => {
    const css = '.grid{display:grid}';
    const html = `<head><meta content="style-src '${cspHashSource(css)}'" http-equiv="content-security-policy"><style>${css}</style></head><body></body>`;
    await expect(prunePageCss(html, [])).rejects.toThrow(/n'a pas la forme écrite par Astro/);
  });

  it('prunes a page without a CSP meta and leaves an unchanged page as it is', async () => {
    expect((await prunePageCss('<html><head><style>.grid{display:grid}</style></head><body></body></html>', [])).html).toBe(
      '<html><head><style></style></head><body></body></html>',
    );
    const used = builtPage('<div class="flex"></div>', '.flex{display:flex}');
    expect(await prunePageCss(used, [])).toMatchObject({ html: used, hashChanges: [] });
  });
});

describe('CSP hashes of a page', () => {
  it('keeps the hashes of the inline scripts and styles the page holds and drops the rest', () => {
    const script = 'document.body.dataset.ready = "";';
    const style = '.flex{display:flex}';
    const policy = `default-src 'self'; script-src 'self' '${cspHashSource(script)}' '${cspHashSource('autre page')}'; style-src 'self' '${cspHashSource(style)}' '${cspHashSource('.grid{}')}'`;
    const html = `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>${style}</style></head><body><script type="module">${script}</script><script type="module" src="/_astro/page.js"></script></body></html>`;
    const kept = /content="([^"]*)"/.exec(keepUsedCspHashes(html))?.[1] ?? '';
    expect(kept).toBe(`default-src 'self'; script-src 'self' '${cspHashSource(script)}'; style-src 'self' '${cspHashSource(style)}'`);
  });

  it('leaves a page without a CSP meta as it is', () => {
    const html = '<html><head><style>.a{}</style></head></html>';
    expect(keepUsedCspHashes(html)).toBe(html);
  });
});

describe('form-control rules of a page', () => {
  const css = '::placeholder{opacity:1}a{color:red}';

  it('are dropped from a page without any form control', async () => {
    expect(await prunedCss('<a href="/">x</a>', css)).toBe('a{color:red}');
  });

  it('are kept on a page with a form control, in its markup or created by its scripts', async () => {
    expect(await prunedCss('<a href="/">x</a><textarea></textarea>', css)).toBe(css);
    expect(await prunedCss('<a href="/">x</a>', css, ['(0,l.jsx)("input",{type:"email"})'])).toBe(css);
  });
});

describe("Tailwind's licence banner", () => {
  it('leaves the page stylesheet (the notice ships in /third-party-notices.txt), other comments stay', () => {
    expect(withoutTailwindBanner('a{color:red}/*! tailwindcss v4.3.5 | MIT License | https://tailwindcss.com */\n@layer theme{}/*! autre */')).toBe(
      'a{color:red}@layer theme{}/*! autre */',
    );
  });
});

describe('rewriting the inline styles of a page', () => {
  it('passes each <style> through the rewrite and swaps its CSP hash, leaving unchanged styles and their hashes alone', () => {
    const page = builtPage('<p></p>', '.a{color:red}', '.b{color:blue}');
    const { html, hashChanges } = withInlineStylesRewritten(page, (css) => css.replace('red', 'green'));
    expect(html).toBe(page.replace('.a{color:red}', '.a{color:green}').replace(cspHashSource('.a{color:red}'), cspHashSource('.a{color:green}')));
    expect(hashChanges).toEqual([{ from: cspHashSource('.a{color:red}'), to: cspHashSource('.a{color:green}') }]);
  });
});
