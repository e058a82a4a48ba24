import { describe, expect, it } from 'vitest';
import { dropAbsentScopeRules, dropUnneededScopeAttributes, scopedCompounds } from './scope-attributes';

describe('compound selectors carrying a scope attribute', () => {
  it('say the tag, id and classes they ask of an element, not its state', () => {
    const css =
      '.site-menu[data-astro-cid-a1]:popover-open{top:0}background-video[data-astro-cid-b2]:not([data-paused]) .when-paused[data-astro-cid-b2]{display:none}@media (x){[data-astro-cid-c3][data-slot=featured] #t.x[data-astro-cid-c3]{top:0}}.plain .other{top:0}';
    expect(scopedCompounds(css)).toEqual([
      { cid: 'a1', tag: undefined, id: undefined, classes: ['site-menu'] },
      { cid: 'b2', tag: 'background-video', id: undefined, classes: [] },
      { cid: 'b2', tag: undefined, id: undefined, classes: ['when-paused'] },
      { cid: 'c3', tag: undefined, id: undefined, classes: [] },
      { cid: 'c3', tag: undefined, id: 't', classes: ['x'] },
    ]);
  });
});

describe('scope attributes of a page', () => {
  const css = '.site-menu[data-astro-cid-a1]{top:0}.article-body[data-astro-cid-d4] a{color:red}';

  it('stay on the elements a scoped selector may match and leave the others', () => {
    const html =
      '<nav class="flex" data-astro-cid-a1><ul class="site-menu gap-2" data-astro-cid-a1><li data-astro-cid-a1>x</li></ul></nav><div class="article-body" data-astro-cid-d4><a href="/">y</a></div>';
    expect(dropUnneededScopeAttributes(html, css, [])).toBe(
      '<nav class="flex"><ul class="site-menu gap-2" data-astro-cid-a1><li>x</li></ul></nav><div class="article-body" data-astro-cid-d4><a href="/">y</a></div>',
    );
  });

  it('go wherever no selector of the page uses them', () => {
    expect(dropUnneededScopeAttributes('<p data-astro-cid-zz class="x">a</p><br data-astro-cid-zz/>', css, [])).toBe('<p class="x">a</p><br/>');
  });

  it('stay on every element of the component when a scoped compound asks for nothing but state', () => {
    const html = '<li data-astro-cid-c3 data-slot="featured"><h3 data-astro-cid-c3>t</h3></li>';
    expect(dropUnneededScopeAttributes(html, '[data-astro-cid-c3][data-slot=featured]{top:0}', [])).toBe(html);
  });

  it('stay where a class the selector needs may be added at run time: unwritten in the markup, or added by a script', () => {
    const scopedOpen = '.panel.is-open[data-astro-cid-a1]{top:0}';
    const html = '<div class="panel" data-astro-cid-a1></div>';
    expect(dropUnneededScopeAttributes(html, scopedOpen, [])).toBe(html);
    const written = '<div class="panel" data-astro-cid-a1></div><p class="is-open"></p>';
    expect(dropUnneededScopeAttributes(written, scopedOpen, [])).toBe('<div class="panel"></div><p class="is-open"></p>');
    expect(dropUnneededScopeAttributes(written, scopedOpen, ['el.classList.toggle("is-open",e)'])).toBe(written);
    expect(dropUnneededScopeAttributes(written, scopedOpen, ['el.className=`panel is-open`'])).toBe(written);
    expect(dropUnneededScopeAttributes(written, scopedOpen, ['document.getElementById(`is-open`)'])).toBe('<div class="panel"></div><p class="is-open"></p>');
  });

  it('are all left when a script names a scope attribute', () => {
    const html = '<p data-astro-cid-zz>a</p>';
    expect(dropUnneededScopeAttributes(html, css, ['document.querySelector("[data-astro-cid-zz]")'])).toBe(html);
  });

  it('are not looked for inside scripts and styles, nor past a `>` in a quoted value', () => {
    const html = '<script>const t="<b data-astro-cid-zz>"</script><style>b[data-astro-cid-a1]{}</style><img alt="a > b" data-astro-cid-zz src="/x.png">';
    expect(dropUnneededScopeAttributes(html, css, [])).toBe('<script>const t="<b data-astro-cid-zz>"</script><style>b[data-astro-cid-a1]{}</style><img alt="a > b" src="/x.png">');
  });
});

describe('scoped rules of components a page does not hold', () => {
  const css =
    '.site-menu[data-astro-cid-a1]{top:0}.biography[data-astro-cid-b2] h2{margin:0}@media (scripting:none){[data-astro-cid-c3][data-copy]{display:none}}.x[data-astro-cid-b2],.y{top:1px}:not([data-astro-cid-b2])>p{top:2px}';

  it('go when the page holds no element of the component, and the others stay', () => {
    expect(dropAbsentScopeRules(css, '<nav class="site-menu" data-astro-cid-a1></nav>', [])).toBe(
      '.site-menu[data-astro-cid-a1]{top:0}.x[data-astro-cid-b2],.y{top:1px}:not([data-astro-cid-b2])>p{top:2px}',
    );
  });

  it('stay when the component is in the markup, in a <template> too, or a script names its attribute', () => {
    expect(dropAbsentScopeRules(css, '<template><div data-astro-cid-a1 data-astro-cid-b2 data-astro-cid-c3></div></template>', [])).toBe(css);
    expect(dropAbsentScopeRules(css, '<p data-astro-cid-a1></p>', ['el.setAttribute("data-astro-cid-b2","")', 'x.querySelector("[data-astro-cid-c3]")'])).toBe(css);
  });

  it('are not taken as present from the stylesheet itself', () => {
    expect(dropAbsentScopeRules('.b[data-astro-cid-b2]{top:0}', '<style>.b[data-astro-cid-b2]{top:0}</style><p></p>', [])).toBe('');
  });
});
