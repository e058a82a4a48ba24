import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempProject, type TempProject } from '../../scripts/temp-project.ts';

/**
 * A wrong article must stop the build with a French message naming the file and the field and
 * saying what is expected: the artist reads it in the build log (Netlify's or their own).
 */
describe('a wrong article fails the build with a French message', () => {
  let project: TempProject;
  const file = (name: string) => project.path('content', 'blog', name);

  beforeAll(async () => {
    project = await createTempProject();
  });

  afterAll(async () => {
    await project.remove();
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
    expect(build.output).toContain('blog → article-casse');
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
    expect(build.ok).toBe(false);
    expect(build.output).toContain('Article content/blog/photo-absente.md : une image est introuvable.');
    expect(build.output).toContain('photos.0.image : image introuvable « ./photo-absente/Scene.JPG »');
    expect(build.output).toContain("Placez le fichier image dans le même dossier que l'article");
  });
});
