import { describe, expect, it } from 'vitest';
import { studioAddress } from '../../../scripts/lib/studio-address.ts';

describe('the address npm run studio prints', () => {
  it('is the studio on astro dev’s own port when none is given', () => {
    expect(studioAddress([])).toBe('http://localhost:4321/admin/');
  });

  it('follows --port, written with a space or an equals sign, among astro dev’s other arguments', () => {
    expect(studioAddress(['--port', '4400'])).toBe('http://localhost:4400/admin/');
    expect(studioAddress(['--host', '--port=4401', '--open'])).toBe('http://localhost:4401/admin/');
  });
});
