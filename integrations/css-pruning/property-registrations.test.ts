import { describe, expect, it } from 'vitest';
import { dropIdleRegistrations } from './property-registrations';

/** Tailwind's fallback for browsers without @property, as it writes it. */
const fallback = (declarations: string) => `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after,::backdrop{${declarations}}}}`;

describe('custom property registrations a page does not need', () => {
  it('drops the registration and fallback of a property nothing names', () => {
    const css = `${fallback('--tw-border-style:solid;--tw-blur:initial')}.border{border-style:var(--tw-border-style)}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-blur{syntax:"*";inherits:false}`;
    expect(dropIdleRegistrations(css)).toBe(
      `${fallback('--tw-border-style:solid')}.border{border-style:var(--tw-border-style)}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}`,
    );
  });

  it('keeps a property a rule sets, read or not, as its registration decides inheritance', () => {
    const css = '.from-night{--tw-gradient-from:#000}@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}';
    expect(dropIdleRegistrations(css)).toBe(css);
  });

  it('keeps a property read with an initial value, and drops one read without: var() then takes its fallback either way', () => {
    const css =
      '.shadow{box-shadow:var(--tw-inset-shadow),var(--tw-shadow)}.filter{filter:var(--tw-blur, )}@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
    expect(dropIdleRegistrations(css)).toBe(
      '.shadow{box-shadow:var(--tw-inset-shadow),var(--tw-shadow)}.filter{filter:var(--tw-blur, )}@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it('does not mistake a longer name for the property (--tw-shadow-color is not --tw-shadow)', () => {
    const css = '.s{--tw-shadow-color:red}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-shadow-color{syntax:"*";inherits:false}';
    expect(dropIdleRegistrations(css)).toBe('.s{--tw-shadow-color:red}@property --tw-shadow-color{syntax:"*";inherits:false}');
  });

  it('keeps a property set in keyframes', () => {
    const css = '@keyframes spin{to{--tw-rotate-z:rotateZ(1turn)}}@property --tw-rotate-z{syntax:"*";inherits:false}';
    expect(dropIdleRegistrations(css)).toBe(css);
  });

  it('keeps a property a page script names, as it may set it at run time', () => {
    const css = '@property --tw-duration{syntax:"*";inherits:false}';
    expect(dropIdleRegistrations(css, ['el.style.setProperty("--tw-duration","1s")'])).toBe(css);
    expect(dropIdleRegistrations(css, ['el.style.setProperty("--tw-duration-x","1s")'])).toBe('');
  });

  it('does not count a property named only in transition-property as set', () => {
    const css = '.btn{transition-property:color,--tw-gradient-from}@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}';
    expect(dropIdleRegistrations(css)).toBe('.btn{transition-property:color,--tw-gradient-from}');
  });

  it('removes the whole fallback block once it declares nothing', () => {
    const css = `a{color:red}${fallback('--tw-blur:initial;--tw-sepia:initial')}@property --tw-blur{syntax:"*";inherits:false}@property --tw-sepia{syntax:"*";inherits:false}`;
    expect(dropIdleRegistrations(css)).toBe('a{color:red}');
  });

  it('leaves fallback declarations of unregistered properties, and a stylesheet without registrations, as they are', () => {
    const css = `${fallback('--tw-own:1')}a{color:red}`;
    expect(dropIdleRegistrations(css)).toBe(css);
    expect(dropIdleRegistrations(`${fallback('--tw-own:1;--tw-blur:initial')}@property --tw-blur{syntax:"*";inherits:false}`)).toBe(fallback('--tw-own:1'));
  });

  it('refuses a fallback block that is never closed rather than cut the stylesheet', () => {
    expect(() => dropIdleRegistrations('@layer properties{*{--tw-blur:initial}@property --tw-blur{syntax:"*";inherits:false}')).toThrow(/jamais fermé/);
  });
});
