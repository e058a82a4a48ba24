/** Which characters a built font file can draw: what the subset step promises, checked from dist/. */
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

/** The characters of `characters` the font (WOFF2) has no glyph for, each once. */
export async function missingCharacters(woff2: Buffer, characters: string): Promise<string[]> {
  // HarfBuzz reads TrueType, not WOFF2: subset-font unpacks it (a subset to the asked characters is enough).
  const sfnt = await subsetFont(woff2, characters, { targetFormat: 'sfnt' });
  const drawn = new Set(new Face(new Blob(sfnt)).collectUnicodes());
  return [...new Set(characters)].filter((character) => !drawn.has(character.codePointAt(0) ?? 0));
}
