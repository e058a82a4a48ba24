import { describe, expect, it } from 'vitest';
import { translationExclusions, translationFile, translationOf } from '../../src/content-translation-files';

describe('content translation files', () => {
  it('names a translation beside its French file, and finds the French file back', () => {
    expect(translationFile('content/bio/biographie.md', 'en')).toBe('content/bio/biographie.en.md');
    expect(translationOf('content/concerts/2026-12-12-sunside-paris.es.md')).toEqual({ language: 'es', original: 'content/concerts/2026-12-12-sunside-paris.md' });
    expect(translationOf('content/concerts/2026-12-12-sunside-paris.md')).toBeUndefined();
    expect(translationOf('content/ensembles.fr.json')).toBeUndefined();
    expect(translationExclusions).toEqual(['!**/*.en.*', '!**/*.es.*']);
  });
});
