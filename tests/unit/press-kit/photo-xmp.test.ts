/** A press photo's XMP (src/lib/photo-xmp.ts): its fields, and its segment inserted without touching the picture. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoXmp, withXmp, type PhotoRights } from '../../../src/lib/photo-xmp';

const rights: PhotoRights = {
  photographer: 'Claire Delmas',
  captions: { fr: 'Le duo des tests & sa balance', en: 'The tests’ duo at sound check', es: 'El dúo de las pruebas' },
  credit: 'Photo : Claire Delmas',
  usageTerms: { fr: 'Licence des tests', en: 'Tests’ licence', es: 'Licencia de las pruebas' },
};

describe('photoXmp', () => {
  it('writes the creator, the captions and usage terms in each language (the file’s own as x-default), the credit line and the rights, escaped', () => {
    const xmp = photoXmp(rights, 'fr');
    expect(xmp).toContain('<dc:creator><rdf:Seq><rdf:li>Claire Delmas</rdf:li></rdf:Seq></dc:creator>');
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Le duo des tests &amp; sa balance</rdf:li><rdf:li xml:lang="fr-FR">Le duo des tests &amp; sa balance</rdf:li>');
    expect(xmp).toContain('<rdf:li xml:lang="es-ES">Licencia de las pruebas</rdf:li>');
    expect(xmp).toContain('<photoshop:Credit>Photo : Claire Delmas</photoshop:Credit>');
    expect(xmp).toContain('© Claire Delmas');
  });

  it('makes the language of the page the ZIP comes from the default one, what photo software shows first', () => {
    const english = photoXmp({ ...rights, credit: 'Photo: Claire Delmas' }, 'en');
    expect(english).toContain('<dc:description><rdf:Alt><rdf:li xml:lang="x-default">The tests’ duo at sound check</rdf:li>');
    expect(english).toContain('<xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="x-default">Tests’ licence</rdf:li>');
    expect(english).toContain('<photoshop:Credit>Photo: Claire Delmas</photoshop:Credit>');
    expect(photoXmp(rights, 'es')).toContain('<rdf:li xml:lang="x-default">El dúo de las pruebas</rdf:li>');
  });
});

describe('withXmp', () => {
  it('puts the packet in the JPEG, which reads back the same picture with its XMP, and replaces an earlier packet', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 32, height: 20, channels: 3, background: '#b8731a' } })
        .jpeg()
        .toBuffer(),
    );
    const tagged = withXmp(jpeg, photoXmp(rights, 'fr'), 'photo.jpg');
    const read = await sharp(tagged).metadata();
    expect([read.format, read.width, read.height]).toEqual(['jpeg', 32, 20]);
    expect(read.xmp?.toString('utf8')).toBe(photoXmp(rights, 'fr'));
    // The image data are the source's, byte for byte.
    expect(Buffer.from(tagged.subarray(tagged.length - (jpeg.length - 2))).equals(Buffer.from(jpeg.subarray(2)))).toBe(true);
    const again = withXmp(tagged, photoXmp({ ...rights, photographer: 'Samuel Ortega' }, 'fr'), 'photo.jpg');
    expect((await sharp(again).metadata()).xmp?.toString('utf8')).toContain('Samuel Ortega');
    // Two names of one length: the same size says the earlier packet was replaced, not kept beside the new one.
    expect(again.length).toBe(tagged.length);
  });

  it('stops the build, in French, on a file that is not a JPEG', () => {
    expect(() => withXmp(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), photoXmp(rights, 'fr'), 'content/media/photos/photo.png')).toThrow(
      'content/media/photos/photo.png : ce n’est pas un JPEG ; les photos de presse sont attendues en .jpg pour y inscrire leur crédit',
    );
  });
});
