import { afterAll, describe, expect, it, vi } from 'vitest';
import { collections } from '../../src/content.config';
import { buildRefusalOver, expectNoStackTrace, siteFile, type Files } from './loader-context';

/**
 * A markdown entry (content/concerts/, content/blog/) that stops the build, as the artist reads it:
 * the file, its own line, the field and the fix in French, without a stack trace. Each case runs the
 * collection's loaders and schema of src/content.config.ts with Astro's own front matter reader and
 * schema check (loader-context.ts), over a project holding the broken file; tests/build/ keeps one
 * real build per kind of refusal, to prove the message reaches the terminal.
 */

// The concert dates' bounds are five years from the build (src/lib/build-time.ts, read at import).
vi.hoisted(() => vi.stubEnv('SITE_BUILD_TIME', '2031-01-15T12:00:00+01:00'));
afterAll(() => vi.unstubAllEnvs());

const refusal = (name: keyof typeof collections, files: Files) => buildRefusalOver(files, name, collections[name]);

describe('a slip in a hand-edited concert', () => {
  const concert = 'content/concerts/2026-12-12-sunside-paris.md';

  /** What the concerts stop on with the tests' own concert changed by `edit`. */
  function refusalWith(edit: (text: string) => string): Promise<Error> {
    const original = siteFile('concerts/2026-12-12-sunside-paris.md').toString('utf8');
    const edited = edit(original);
    expect(edited).not.toBe(original);
    return refusal('concerts', { [concert]: edited });
  }

  it('a colon after a space in a title (French typography): line 2 of the file, the field, and the value to quote', async () => {
    const error = await refusalWith((text) => text.replace(/^title: .*$/m, 'title: Jazz : la nuit cubaine'));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${concert}, ligne 2 (champ « title ») : la valeur contient « : »`);
    expect(error.message).toContain('Mettez la valeur entre guillemets : title: "Jazz : la nuit cubaine"');
  });

  it('a tab at the start of a line', async () => {
    const error = await refusalWith((text) => text.replace(/^venue: /m, '\tvenue: '));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${concert}, ligne 7 (champ « venue ») : la ligne commence par une tabulation`);
  });

  it('a line shifted by a space', async () => {
    const error = await refusalWith((text) => text.replace(/^city: /m, ' city: '));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${concert}, ligne 8 (champ « city ») : la ligne n’est pas alignée sur ses voisines`);
  });

  it('a backslash before an apostrophe in double quotes', async () => {
    const error = await refusalWith((text) => text.replace(/^title: .*$/m, String.raw`title: "L\'été cubain"`));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${concert}, ligne 2 (champ « title ») : entre guillemets doubles`);
    expect(error.message).toContain(`Retirez la barre oblique inverse : title: "L'été cubain"`);
  });

  it('a quote left open', async () => {
    const error = await refusalWith((text) => text.replace(/^title: .*$/m, 'title: "Cimarrón, soirée de décembre'));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${concert}, ligne 2 (champ « title ») : le guillemet " ouvert au début de la valeur n'est jamais fermé`);
  });

  it('a value the schema refuses, with its line in the file', async () => {
    const error = await refusalWith((text) => text.replace(/^city: .*$/m, 'city: 12'));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${concert} : une valeur ne convient pas.`);
    expect(error.message).toMatch(/ligne 8, city: ville : texte attendu/);
  });

  it('a front matter never closed names the file', async () => {
    const error = await refusalWith((text) => text.replace(/\n---\n/, '\n'));
    expect(error.message).toContain('2026-12-12-sunside-paris');
  });

  it('a day that does not exist, written without quotes (2031-02-30), names the file and the field', async () => {
    const error = await refusalWith((text) => text.replace('date: 2026-12-12', 'date: 2031-02-30'));
    expect(error.message).toContain(`${concert} : une date n’existe pas au calendrier.`);
    expect(error.message).toContain('date : « 2031-02-30 »');
  });
});

describe('a wrong new concert, built as of 15 January 2031', () => {
  const concert = `---
title: Festival de la clave
ensemble: Trio
date: 2031-05-17
time: "21:00"
venue: Arènes du Soir
city: Nîmes
country: France
address: 1 boulevard des Arènes, 30000 Nîmes
bookingUrl: https://festival-clave.example/billets
price: 30€
---
Une nuit de trio sous les étoiles, pour la première fois à Nîmes.
`;

  it('names the file and each field: a date that is not one, a time like 19h30, an unknown status, no venue', async () => {
    const file = 'content/concerts/2031-06-01-concert-casse.md';
    const broken = [
      '---',
      'title: Concert cassé',
      'ensemble: Quintet',
      'date: 31/05/2031',
      'time: 19h30',
      'city: Paris',
      'address: 1 rue X, 75001 Paris',
      'bookingUrl: https://b.example',
      'status: complé',
      '---',
    ];
    const error = await refusal('concerts', { [file]: broken.join('\n') });
    expect(error.message).toContain(file);
    expect(error.message).toMatch(/date: date du concert au format AAAA-MM-JJ.*\(valeur lue : « 31\/05\/2031 »\)/);
    expect(error.message).toMatch(/time: heure du début au format HH:MM.*\(valeur lue : « 19h30 »\)/);
    expect(error.message).toContain('status: statut inconnu « complé » : choisissez programmé, complet, reporté ou annulé');
    expect(error.message).toContain('venue: lieu (nom de la salle ou du festival) : texte attendu');
  });

  it('a concert dated before 2000, or postponed to more than five years after the build, names the file and each field', async () => {
    const file = 'content/concerts/2031-05-18-annee-mal-tapee.md';
    const slipped = concert.replace('date: 2031-05-17', 'date: 1931-05-17').replace('price: 30€', 'price: 30€\nstatus: reporté\nnewDate: 2036-01-16');
    const error = await refusal('concerts', { [file]: slipped });
    expectNoStackTrace(error);
    expect(error.message).toContain(file);
    // Built as of 15 January 2031: the last day is 15 January 2036.
    expect(error.message).toContain(
      'date: date du concert entre le 2000-01-01 et le 2036-01-15 (5 ans après la construction du site) : une autre année est sans doute une faute de frappe (valeur lue : « 1931-05-17 »)',
    );
    expect(error.message).toContain('newDate: nouvelle date entre le 2000-01-01 et le 2036-01-15');
  });

  it('a postponed concert without its new date', async () => {
    const file = 'content/concerts/2031-07-01-report-sans-date.md';
    const error = await refusal('concerts', { [file]: concert.replace('price: 30€', 'price: 30€\nstatus: reporté') });
    expect(error.message).toContain(file);
    expect(error.message).toContain('newDate: champ obligatoire pour un concert reporté');
  });
});

describe('a wrong article', () => {
  const article = (folder: string, photo: string) =>
    [
      '---',
      'title: Un article',
      'excerpt: Un résumé.',
      `image: ./${folder}/couverture.jpg`,
      'publishedAt: 2025-02-03',
      'category: Scène',
      'photos:',
      `  - image: ./${folder}/${photo}`,
      '    caption: La scène',
      '---',
      'Texte.',
    ].join('\n');
  const cover = siteFile('blog/etre-musicien-multicasquette-yaniel-barcenas/couverture.jpg');

  it('names the file and each wrong field: misspelt category, a date that is not one, no image, a typo in a field name', async () => {
    const file = 'content/blog/article-casse.md';
    const broken = ['---', 'title: Un article', 'excerpt: Un résumé.', 'publishedAt: "2025-02-30"', 'category: Scene', 'readtime: 4', '---', '# Titre', 'Texte.'];
    const error = await refusal('blog', { [file]: broken.join('\n') });
    expect(error.message).toContain(`${file} : des valeurs ne conviennent pas.`);
    expect(error.message).toContain('category: catégorie inconnue « Scene » : choisissez Parcours, Scène, Transmission ou Création');
    expect(error.message).toMatch(/publishedAt: date de publication au format AAAA-MM-JJ, .*\(valeur lue : « 2025-02-30 »\)/);
    expect(error.message).toContain('image: champ obligatoire manquant : image de couverture');
    expect(error.message).toContain('readtime: champ inconnu « readtime »');
  });

  it('names the file, the field and the image file that cannot be found', async () => {
    const error = await refusal('blog', {
      'content/blog/photo-absente.md': article('photo-absente', 'Scene.JPG'),
      'content/blog/photo-absente/couverture.jpg': siteFile('blog/entre-deux-mondes-voyage-musical-havane-paris/couverture.jpg'),
    });
    expect(error.message).toContain('Article content/blog/photo-absente.md : une image est introuvable.');
    expect(error.message).toContain('photos.0.image : image introuvable « ./photo-absente/Scene.JPG »');
    expect(error.message).toContain("Placez le fichier image dans le même dossier que l'article");
  });

  it('refuses a photo narrower than the article draws it', async () => {
    // The site's bio portrait is 800 pixels wide: too narrow for an article photo (1200).
    const error = await refusal('blog', {
      'content/blog/photos-lourdes.md': article('photos-lourdes', 'etroite.jpg'),
      'content/blog/photos-lourdes/couverture.jpg': cover,
      'content/blog/photos-lourdes/etroite.jpg': siteFile('bio/portrait.jpg'),
    });
    expect(error.message).toContain("content/blog/photos-lourdes.md : l'image « ./photos-lourdes/etroite.jpg » est trop petite, 800 pixels de large ; il en faut au moins 1200");
  });

  it('refuses a photo heavier than the studio accepts', async () => {
    // A real JPEG with 5 MB of padding after its end: readable, and too heavy.
    const error = await refusal('blog', {
      'content/blog/photos-lourdes.md': article('photos-lourdes', 'lourde.jpg'),
      'content/blog/photos-lourdes/couverture.jpg': cover,
      'content/blog/photos-lourdes/lourde.jpg': Buffer.concat([cover, Buffer.alloc(5_000_000)]),
    });
    expect(error.message).toMatch(/content\/blog\/photos-lourdes\.md : l'image « \.\/photos-lourdes\/lourde\.jpg » pèse 5,1 Mo ; le site accepte au plus 5 Mo par image\./);
  });
});

describe('the general terms (content/booking/conditions-generales.md)', () => {
  const terms = 'content/booking/conditions-generales.md';
  const written = siteFile('booking/conditions-generales.md').toString('utf8');

  /** What the general terms stop on with their French file changed by `edit` (its translations beside it as written). */
  function refusalWith(edit: (text: string) => string): Promise<Error> {
    const edited = edit(written);
    expect(edited).not.toBe(written);
    return refusal('generalTerms', {
      [terms]: edited,
      'content/booking/conditions-generales.en.md': siteFile('booking/conditions-generales.en.md'),
      'content/booking/conditions-generales.es.md': siteFile('booking/conditions-generales.es.md'),
    });
  }

  it('a missing file (renamed, moved or deleted) names it, instead of publishing a page without terms', async () => {
    const error = await refusal('generalTerms', { 'content/booking/conditions-generales-ancien.md': written });
    expectNoStackTrace(error);
    expect(error.message).toMatch(/^content\/booking\/conditions-generales\.md : ce fichier est introuvable ; c'est lui qui donne les conditions générales/);
  });

  it('a file with no clause under its front matter', async () => {
    const error = await refusalWith((text) => text.replace(/(^---\n[\s\S]*?\n---\n)[\s\S]*$/, '$1\n'));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${terms} : le texte sous l'en-tête (après la deuxième ligne ---) est vide ; c'est lui qui donne les conditions générales.`);
  });

  it('a lead left empty: the file, the line and the field', async () => {
    const error = await refusalWith((text) => text.replace(/^lead: .*$/m, 'lead: ""'));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${terms} : une valeur ne convient pas.`);
    expect(error.message).toContain('ligne 2, lead: chapeau des conditions générales : ce champ ne peut pas être vide');
  });

  it('a colon after a space in the lead (French typography): the line and the value to quote', async () => {
    const error = await refusalWith((text) => text.replace(/^lead: /m, 'lead: À savoir : '));
    expectNoStackTrace(error);
    expect(error.message).toContain(`${terms}, ligne 2 (champ « lead ») : la valeur contient « : »`);
  });

  it('a translation that writes a field written once in French names the translation', async () => {
    const error = await refusal('generalTerms', {
      [terms]: written,
      'content/booking/conditions-generales.en.md': siteFile('booking/conditions-generales.en.md')
        .toString('utf8')
        .replace(/^lead: /m, 'slug: terms\nlead: '),
    });
    expect(error.message).toContain('content/booking/conditions-generales.en.md : ce champ ne se traduit pas : slug.');
  });
});
