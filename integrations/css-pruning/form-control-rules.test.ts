import { describe, expect, it } from 'vitest';
import { dropFormControlRules, scriptNamesFormControl } from './form-control-rules';

describe('rules for the parts of form controls', () => {
  it('drops the pseudo-elements that only exist inside form controls', () => {
    const css =
      '::placeholder{opacity:1}::file-selector-button{margin-inline-end:4px}::-webkit-datetime-edit{display:inline-flex}::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-inner-spin-button{height:auto}::-webkit-search-decoration{-webkit-appearance:none}:-moz-ui-invalid{box-shadow:none}a{color:red}';
    expect(dropFormControlRules(css)).toBe('a{color:red}');
  });

  it('keeps a rule one of whose selectors can match outside a form control', () => {
    const css = 'button,::file-selector-button{font:inherit}*,::placeholder{margin:0}:-moz-focusring:where(:not(iframe)){outline:auto}::selection{color:red}';
    expect(dropFormControlRules(css)).toBe(css);
  });

  it('walks into @layer, @supports and @media, and removes a group it leaves empty', () => {
    const css =
      '@layer base{a{color:red}@supports (not ((-webkit-appearance:-apple-pay-button))) or (contain-intrinsic-size:1px){::placeholder{color:currentColor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}}}@media (width>=40rem){::placeholder{opacity:1}.sm\\:flex{display:flex}}';
    expect(dropFormControlRules(css)).toBe('@layer base{a{color:red}}@media (width>=40rem){.sm\\:flex{display:flex}}');
  });

  it('leaves keyframes, @font-face, @property, layer statements, comments and strings as they are', () => {
    const css =
      '/*! tailwindcss | MIT License */@layer theme,base;@font-face{font-family:"A {b}";src:url("/f.woff2")}@property --tw-content{syntax:"*";inherits:false;initial-value:""}@keyframes in{0%{opacity:0}}.x:after{content:"::placeholder{"}@layer components;';
    expect(dropFormControlRules(css)).toBe(css);
  });

  it('refuses a block that is never closed rather than cut the stylesheet', () => {
    expect(() => dropFormControlRules('@layer base{::placeholder{opacity:1}')).toThrow(/jamais fermé/);
  });
});

describe('comments before a dropped rule', () => {
  it('stay, while the rule goes', () => {
    expect(dropFormControlRules('/*sheet 1*/::placeholder{opacity:1}a{color:red}')).toBe('/*sheet 1*/a{color:red}');
  });
});

describe('a script that may create a form control', () => {
  it('builds one or writes its markup', () => {
    expect(scriptNamesFormControl('(0,l.jsx)(`input`,{ref:b,id:x})')).toBe(true);
    expect(scriptNamesFormControl('(0,X.jsxs)("select",{children:[]})')).toBe(true);
    expect(scriptNamesFormControl("document.createElement('select')")).toBe(true);
    expect(scriptNamesFormControl('el.innerHTML=`<textarea rows="4"></textarea>`')).toBe(true);
  });

  it('is not one that only names one: a query parameter, a comparison, a method', () => {
    expect(scriptNamesFormControl('this.url.searchParams.set(`select`,n);client.from("concerts").select(e)')).toBe(false);
    expect(scriptNamesFormControl('return t===`input`?!!Fr[e.type]:t===`textarea`')).toBe(false);
    expect(scriptNamesFormControl('jsx("inputmode",{})')).toBe(false);
  });
});
