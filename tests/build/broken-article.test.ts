import { appendFile, copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * A wrong article must stop the build with a French message naming the file and the field and
 * saying what is expected: the artist reads it in the build log (Netlify's or their own).
 */
describe('a wrong article fails the build with a French message', () => {
  let project: TempProject;
  const file = (name: string) => project.path('content', 'blog', name);

  beforeAll(async () => {
    project = await sharedCopy();
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('names the file and each wrong field: misspelt category, a date that is not one, no image, a typo in a field name', async () => {
    await writeFile(
      file('article-casse.md'),
      ['---', 'title: Un article', 'excerpt: Un résumé.', 'publishedAt: "2025-02-30"', 'category: Scene', 'readtime: 4', '---', '# Titre', 'Texte.'].join('\n'),
    );
    const build = await project.build();
    await rm(file('article-casse.md'));
    expect(build.ok).toBe(false);
    expect(build.output).toContain('content/blog/article-casse.md');
    expect(build.output).toContain('content/blog/article-casse.md : des valeurs ne conviennent pas.');
    expect(build.output).toContain('category: catégorie inconnue « Scene » : choisissez Parcours, Scène, Transmission ou Création');
    expect(build.output).toMatch(/publishedAt: date de publication au format AAAA-MM-JJ, .*\(valeur lue : « 2025-02-30 »\)/);
    expect(build.output).toContain('image: champ obligatoire manquant : image de couverture');
    expect(build.output).toContain('readtime: champ inconnu « readtime »');
  });

  it('names the file, the field and the image file that cannot be found', async () => {
    await mkdir(file('photo-absente'));
    await copyFile(file('entre-deux-mondes-voyage-musical-havane-paris/couverture.jpg'), file('photo-absente/couverture.jpg'));
    await writeFile(
      file('photo-absente.md'),
      [
        '---',
        'title: Un article',
        'excerpt: Un résumé.',
        'image: ./photo-absente/couverture.jpg',
        'publishedAt: 2025-02-03',
        'category: Création',
        'photos:',
        '  - image: ./photo-absente/Scene.JPG',
        '    caption: La scène',
        '---',
        'Texte.',
      ].join('\n'),
    );
    const build = await project.build();
    await rm(file('photo-absente.md'));
    expect(build.ok).toBe(false);
    expect(build.output).toContain('Article content/blog/photo-absente.md : une image est introuvable.');
    expect(build.output).toContain('photos.0.image : image introuvable « ./photo-absente/Scene.JPG »');
    expect(build.output).toContain("Placez le fichier image dans le même dossier que l'article");
  });

  it('refuses a photo narrower than the article draws it, then one heavier than the studio accepts', async () => {
    const source = file('etre-musicien-multicasquette-yaniel-barcenas/couverture.jpg');
    await mkdir(file('photos-lourdes'));
    await copyFile(source, file('photos-lourdes/couverture.jpg'));
    // The site's bio portrait is 800 pixels wide: too narrow for an article photo (1200).
    await copyFile(project.path('content', 'bio', 'portrait.jpg'), file('photos-lourdes/etroite.jpg'));
    const article = (photo: string) =>
      [
        '---',
        'title: Un article',
        'excerpt: Un résumé.',
        'image: ./photos-lourdes/couverture.jpg',
        'publishedAt: 2025-02-03',
        'category: Scène',
        'photos:',
        `  - image: ./photos-lourdes/${photo}`,
        '    caption: La scène',
        '---',
        'Texte.',
      ].join('\n');
    await writeFile(file('photos-lourdes.md'), article('etroite.jpg'));
    const narrow = await project.build();
    expect(narrow.ok).toBe(false);
    expect(narrow.output).toContain("content/blog/photos-lourdes.md : l'image « ./photos-lourdes/etroite.jpg » est trop petite, 800 pixels de large ; il en faut au moins 1200");

    // A real JPEG with 5 MB of padding after its end: readable, and too heavy.
    await copyFile(source, file('photos-lourdes/lourde.jpg'));
    await appendFile(file('photos-lourdes/lourde.jpg'), Buffer.alloc(5_000_000));
    await writeFile(file('photos-lourdes.md'), article('lourde.jpg'));
    const heavy = await project.build();
    expect(heavy.ok).toBe(false);
    expect(heavy.output).toMatch(/content\/blog\/photos-lourdes\.md : l'image « \.\/photos-lourdes\/lourde\.jpg » pèse 5,1 Mo ; le site accepte au plus 5 Mo par image\./);
  });
});
