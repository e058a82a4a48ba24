import { describe, expect, it } from 'vitest';
import { failedImportAddress, freshAddress } from '../../src/lib/failed-import';

describe('address of a module whose dynamic import failed', () => {
  it('is read from Chromium’s and Firefox’s errors', () => {
    expect(failedImportAddress(new TypeError('Failed to fetch dynamically imported module: http://localhost:4321/_astro/fr.B2x_k.js'))).toBe(
      'http://localhost:4321/_astro/fr.B2x_k.js',
    );
    expect(failedImportAddress(new TypeError('error loading dynamically imported module: https://site.example/_astro/es.Ca9.js'))).toBe('https://site.example/_astro/es.Ca9.js');
  });

  it('is unknown when the error names none (Safari) or is another error', () => {
    expect(failedImportAddress(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedImportAddress(new SyntaxError('Unexpected token'))).toBeUndefined();
    expect(failedImportAddress('offline')).toBeUndefined();
  });
});

describe('address to import a failed module from again', () => {
  it('is the same file under the attempt’s query, replacing an earlier one', () => {
    expect(freshAddress('http://localhost:4321/_astro/fr.B2x_k.js', 1733)).toBe('http://localhost:4321/_astro/fr.B2x_k.js?retry=1733');
    expect(freshAddress('http://localhost:4321/_astro/fr.B2x_k.js?retry=1733', 1999)).toBe('http://localhost:4321/_astro/fr.B2x_k.js?retry=1999');
  });
});
