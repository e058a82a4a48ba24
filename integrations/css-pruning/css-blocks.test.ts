import { describe, expect, it } from 'vitest';
import { blockEnd, filterStyleRules, splitAtTopLevel, styleSelectors } from './css-blocks';

describe('walking a minified stylesheet', () => {
  it('finds the end of a block past nested blocks, strings, comments and escaped class names', () => {
    const css = '@media (x){.a:after{content:"}"}/*}*/.w-\\[1\\}\\]{top:0}}b{}';
    expect(css.slice(0, blockEnd(css, css.indexOf('{')))).toBe('@media (x){.a:after{content:"}"}/*}*/.w-\\[1\\}\\]{top:0}}');
  });

  it('splits a selector list at its own commas, not those inside :is() or an attribute', () => {
    expect(splitAtTopLevel(':is(a,b) c,[title="x,y"],d', ',')).toEqual([':is(a,b) c', '[title="x,y"]', 'd']);
    expect(splitAtTopLevel('.a[data-x] >.b:not(.c .d)', ' >+~')).toEqual(['.a[data-x]', '.b:not(.c .d)']);
  });

  it('lists the selectors of every style rule, in groups too, and none of @font-face or @keyframes', () => {
    expect(styleSelectors('@font-face{font-family:A}@layer base{a,b{color:red}@media (x){.c{top:0}}}@keyframes k{0%{opacity:0}}')).toEqual(['a', 'b', '.c']);
  });

  it('drops the rules refused, and a group they leave empty', () => {
    expect(filterStyleRules('@layer x;@media (x){.a{top:0}}.b{top:1px}', (selectors) => selectors.includes('.a'))).toBe('@layer x;.b{top:1px}');
  });

  it('reads a rule or a group behind a comment, and keeps the comment when it drops them', () => {
    expect(filterStyleRules('/*one*/.a{top:0}/*two*/@media (x){.a{top:0}}.b{top:1px}', (selectors) => selectors.includes('.a'))).toBe('/*one*//*two*/.b{top:1px}');
  });
});
