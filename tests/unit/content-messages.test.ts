import { describe, expect, it } from 'vitest';
import {
  emptyCollectionMessage,
  emptyFolderMessage,
  expected,
  fieldLine,
  frontMatterProblem,
  repaired,
  impossibleDateMessage,
  impossibleDates,
  imageTooHeavyMessage,
  imageTooNarrowMessage,
  localImageReferences,
  missingImageMessage,
  oneOf,
  printPhotoProblem,
  schemaMessage,
  schemaProblems,
  unknownField,
  unreadableJsonMessage,
} from '../../src/lib/content-messages';

describe('French messages for a wrong article', () => {
  it('says a field is missing, and what to write', () => {
    expect(expected('titre de l’article')({})).toBe('champ obligatoire manquant : titre de l’article');
  });

  it('says what was read when the value is wrong', () => {
    expect(expected('date au format AAAA-MM-JJ')({ input: '13/01/2025' })).toBe('date au format AAAA-MM-JJ (valeur lue : « 13/01/2025 »)');
    expect(expected('nombre')({ input: new Date('2025-01-13T00:00:00Z') })).toBe('nombre (valeur lue : 2025-01-13)');
    expect(expected('nombre')({ input: [1] })).toBe('nombre (valeur lue : [1])');
  });

  it('lists the allowed words for a misspelt category', () => {
    expect(oneOf('catégorie', ['Parcours', 'Scène', 'Création'])({ input: 'Scene' })).toBe(
      'catégorie inconnue « Scene » : choisissez Parcours, Scène ou Création (orthographe et accents compris)',
    );
    expect(oneOf('catégorie', ['Parcours', 'Scène'])({})).toBe('champ obligatoire manquant : catégorie, à choisir parmi Parcours ou Scène');
  });

  it('names an unknown field and the possible ones', () => {
    expect(unknownField('readtime', ['title', 'readTime'])).toBe("champ inconnu « readtime » : vérifiez l'orthographe et les majuscules. Champs possibles ici : title, readTime");
  });
});

describe('images next to an article', () => {
  it('collects the cover and the photos, not web addresses', () => {
    const references = localImageReferences({
      image: './couverture.jpg',
      photos: [{ image: './a.jpg' }, { image: 'https://cdn.example/b.jpg' }, 'pas une photo', { caption: 'sans image' }, { image: ' ./c.jpg ' }],
    });
    expect(references).toEqual([
      { field: 'image', path: './couverture.jpg' },
      { field: 'photos.0.image', path: './a.jpg' },
      { field: 'photos.4.image', path: './c.jpg' },
    ]);
  });

  it('names the file, the field and the image, and says what to do', () => {
    const message = missingImageMessage('content/blog/concert.md', [{ field: 'photos.1.image', path: './scene.jpg' }]);
    expect(message).toContain('Article content/blog/concert.md : une image est introuvable.');
    expect(message).toContain('photos.1.image : image introuvable « ./scene.jpg »');
    expect(message).toContain("dans le même dossier que l'article");
  });
});

describe('a data file that cannot be read', () => {
  it('says where the JSON reader stopped, and what usually causes it', () => {
    const text = '[\n  {\n    "id": "a"\n    "title": "B"\n  }\n]';
    let thrown: unknown;
    try {
      JSON.parse(text);
    } catch (error) {
      thrown = error;
    }
    const message = unreadableJsonMessage('content/albums/cimarron.json', text, thrown);
    expect(message).toMatch(/^content\/albums\/cimarron\.json : ce fichier n'est pas du JSON valide, ligne 4, colonne 5\./);
    expect(message).toContain('Regardez juste après le champ « id » : le plus souvent, il manque une virgule');
    expect(message).toContain("aucune page n'a été publiée");
  });

  it('says a collection with no entry cannot be built without', () => {
    expect(emptyCollectionMessage('content/partners.json')).toContain('content/partners.json : aucune entrée');
  });

  it('says a folder with no entry file cannot be built without, and what an entry file is', () => {
    const message = emptyFolderMessage('content/albums');
    expect(message).toMatch(/^content\/albums : aucune entrée n'a pu être lue\./);
    expect(message).toContain('un fichier .json rangé directement dans ce dossier (par exemple content/albums/mon-entree.json)');
  });
});

describe('a cover narrower than its page draws it', () => {
  it('names the file and the image, and gives the width read and the width needed', () => {
    expect(imageTooNarrowMessage('content/albums/mon-album.json', './mon-album.jpg', 500, 640)).toBe(
      [
        "content/albums/mon-album.json : l'image « ./mon-album.jpg » est trop petite, 500 pixels de large ; il en faut au moins 640, la largeur à laquelle la page l'affiche.",
        "Remplacez-la par un fichier d'au moins 640 pixels de large (1600 suffit toujours), puis relancez.",
      ].join('\n'),
    );
  });
});

describe('an image heavier than the studio accepts', () => {
  it('names the file and the image, gives both weights in megabytes and says how to save it', () => {
    expect(imageTooHeavyMessage('content/blog/concert.md', './concert/scene.jpg', 8_421_337, 5_000_000)).toBe(
      [
        "content/blog/concert.md : l'image « ./concert/scene.jpg » pèse 8,5 Mo ; le site accepte au plus 5 Mo par image.",
        'Enregistrez-la en JPEG de 1600 à 2400 pixels de large (qualité 80 environ : quelques centaines de ko), puis relancez.',
      ].join('\n'),
    );
  });
});

describe('dates written without quotes', () => {
  it('finds a day that does not exist, as the artist wrote it (YAML would turn 2031-02-30 into 2 March)', () => {
    const frontMatter = 'title: Concert\ndate: 2031-02-30\nnewDate: 2031-04-17\ntime: "20:30"\n';
    expect(impossibleDates(frontMatter, ['date', 'newDate'])).toEqual([{ field: 'date', written: '2031-02-30' }]);
    expect(impossibleDateMessage('content/concerts/x.md', impossibleDates(frontMatter, ['date']))).toBe(
      'content/concerts/x.md : une date n’existe pas au calendrier.\n  date : « 2031-02-30 »\nÉcrivez une date qui existe, au format AAAA-MM-JJ (par exemple 2027-02-28), puis relancez.',
    );
  });

  it('leaves real and quoted dates to the schema', () => {
    expect(impossibleDates('date: 2028-02-29\npublishedAt: "2025-02-30"\n', ['date', 'publishedAt'])).toEqual([]);
  });
});

/** A concert's front matter with `line` in place of its title: the slip js-yaml reports is given as Astro passes it on. */
const concertWith = (line: string) => ['---', line, 'ensemble: Trio', 'date: 2031-05-17', '---', 'Le trio joue.'].join('\n');

/** The message alone, as the build prints it. */
const frontMatterText = (...slip: Parameters<typeof frontMatterProblem>) => frontMatterProblem(...slip).message;

describe('frontMatterProblem', () => {
  it('says to quote a value with a colon after a space, on the file’s own line, naming the field', () => {
    const message = frontMatterText('content/concerts/x.md', concertWith('title: Jazz : la nuit cubaine'), {
      reason: 'bad indentation of a mapping entry',
      line: 1,
      column: 12,
    });
    expect(message).toContain('content/concerts/x.md, ligne 2 (champ « title ») : la valeur contient « : »');
    expect(message).toContain('Mettez la valeur entre guillemets : title: "Jazz : la nuit cubaine"');
  });

  it('counts lines from the top of the file even when blank lines come before the front matter', () => {
    const message = frontMatterText('x.md', `\n\n${concertWith('title: Jazz : la nuit cubaine')}`, { reason: 'bad indentation of a mapping entry', line: 1, column: 12 });
    expect(message).toContain('x.md, ligne 4 (champ « title »)');
  });

  it('names a tab, a shifted line, a backslash before an apostrophe and a duplicated field', () => {
    expect(frontMatterText('x.md', concertWith('\tvenue: Sunside'), { reason: 'tab characters must not be used in indentation', line: 1, column: 0 })).toContain(
      'ligne 2 (champ « venue ») : la ligne commence par une tabulation',
    );
    expect(frontMatterText('x.md', concertWith('title: Jazz'), { reason: 'bad indentation of a mapping entry', line: 2, column: 1 }).split('\n')[0]).toContain(
      'ligne 3 (champ « ensemble ») : la ligne n’est pas alignée',
    );
    const escape = frontMatterText('x.md', concertWith(String.raw`title: "L\'été cubain"`), { reason: 'unknown escape sequence', line: 1, column: 10 });
    expect(escape).toContain(String.raw`« \' » n'en est pas un`);
    expect(escape).toContain(`Retirez la barre oblique inverse : title: "L'été cubain"`);
    expect(frontMatterText('x.md', concertWith('ensemble: Duo'), { reason: 'duplicated mapping key', line: 2, column: 0 })).toContain(
      'ligne 3 (champ « ensemble ») : ce champ est écrit deux fois',
    );
  });

  it('finds the line of a quote left open, though js-yaml stops at the end of the front matter', () => {
    const message = frontMatterText('x.md', concertWith('title: "Jazz à Cuba'), { reason: 'unexpected end of the stream within a double quoted scalar', line: 4, column: 0 });
    expect(message).toContain('x.md, ligne 2 (champ « title ») : le guillemet " ouvert au début de la valeur n\'est jamais fermé');
  });

  it('finds it too when the value runs on to a later quote, where js-yaml stops for another reason', () => {
    const source = ['---', 'title: "Jazz à Cuba', 'ensemble: Trio', 'time: "20:30"', 'venue: Sunside', '---'].join('\n');
    const message = frontMatterText('x.md', source, { reason: 'can not read a block mapping entry; a multiline key may not be an implicit key', line: 4, column: 7 });
    expect(message).toContain('x.md, ligne 2 (champ « title ») : le guillemet " ouvert');
  });
});

describe('the line repair of a front matter slip', () => {
  const colon = { reason: 'bad indentation of a mapping entry', line: 1, column: 12 };

  it('is offered where the fix is certain (a colon, a backslash, a quote left open), and applies to the file as its message says', () => {
    const source = concertWith('title: Jazz : la nuit cubaine');
    const problem = frontMatterProblem('content/concerts/x.md', source, colon);
    expect(problem).toMatchObject({
      file: 'content/concerts/x.md',
      unreadable: true,
      repair: { line: 2, written: 'title: Jazz : la nuit cubaine', fixed: 'title: "Jazz : la nuit cubaine"' },
    });
    expect(repaired(source, problem.repair ?? { line: 0, written: '', fixed: '' })).toBe(concertWith('title: "Jazz : la nuit cubaine"'));

    const escape = frontMatterProblem('x.md', concertWith(String.raw`title: "L\'été cubain"`), { reason: 'unknown escape sequence', line: 1, column: 10 });
    expect(escape.repair?.fixed).toBe(`title: "L'été cubain"`);
    expect(
      frontMatterProblem('x.md', concertWith('title: "Jazz à Cuba'), { reason: 'unexpected end of the stream within a double quoted scalar', line: 4, column: 0 }).repair?.fixed,
    ).toBe('title: "Jazz à Cuba"');
  });

  it('keeps the indentation of a field in a list, and the file’s Windows line endings', () => {
    const source = ['---', 'photos:', '  - image: ./a.jpg', '    caption: Liège : la salle', '---', ''].join('\r\n');
    const problem = frontMatterProblem('x.md', source, { reason: 'bad indentation of a mapping entry', line: 3, column: 19 });
    expect(problem.repair).toEqual({ line: 4, written: '    caption: Liège : la salle', fixed: '    caption: "Liège : la salle"' });
    expect(repaired(source, problem.repair ?? { line: 0, written: '', fixed: '' })).toBe(source.replace('Liège : la salle', '"Liège : la salle"'));
  });

  it('is not offered where the right line is a guess (a tab, a shifted line, a duplicated field)', () => {
    expect(frontMatterProblem('x.md', concertWith('\tvenue: Sunside'), { reason: 'tab characters must not be used in indentation', line: 1, column: 0 }).repair).toBeUndefined();
    expect(frontMatterProblem('x.md', concertWith('title: Jazz'), { reason: 'bad indentation of a mapping entry', line: 2, column: 1 }).repair).toBeUndefined();
    expect(frontMatterProblem('x.md', concertWith('ensemble: Duo'), { reason: 'duplicated mapping key', line: 2, column: 0 }).repair).toBeUndefined();
  });

  it('leaves a file that changed since the message alone', () => {
    const problem = frontMatterProblem('x.md', concertWith('title: Jazz : la nuit cubaine'), colon);
    expect(repaired(concertWith('title: Jazz : la nuit havanaise'), problem.repair ?? { line: 0, written: '', fixed: '' })).toBeUndefined();
  });
});

describe('schemaMessage', () => {
  const article = ['---', 'title: Un article', 'category: Scene', 'photos:', '  - image: ./a.jpg', '    caption: A', '  - image: ./b.jpg', '    alt: 4', '---', 'Texte.'].join(
    '\n',
  );

  it('reads the problems of Astro’s schema error', () => {
    expect(schemaProblems('**blog → x** data does not match collection schema.\n\n  **category**: catégorie inconnue\n  **photos.1.alt**: texte attendu\n')).toEqual([
      { path: 'category', message: 'catégorie inconnue' },
      { path: 'photos.1.alt', message: 'texte attendu' },
    ]);
  });

  it('gives each field its line in the file, in lists too, and none to a missing field', () => {
    const message = schemaMessage('content/blog/x.md', article, [
      { path: 'category', message: 'catégorie inconnue « Scene »' },
      { path: 'photos.1.alt', message: 'texte attendu' },
      { path: 'excerpt', message: 'champ obligatoire manquant : résumé' },
    ]);
    expect(message).toContain('content/blog/x.md : des valeurs ne conviennent pas.');
    expect(message).toContain('  ligne 3, category: catégorie inconnue « Scene »');
    expect(message).toContain('  ligne 8, photos.1.alt: texte attendu');
    expect(message).toContain('  excerpt: champ obligatoire manquant : résumé');
  });

  it('finds a field of a JSON file, from the line of its entry in a list file', () => {
    const list = JSON.stringify(
      {
        entries: [
          { id: 'a', name: 'A', url: 'x' },
          { id: 'b', name: 'B', url: 'y' },
        ],
      },
      null,
      2,
    );
    const from = list.split('\n').findIndex((line) => line.includes('"id": "b"'));
    expect(fieldLine(list, ['url'], from)).toBe(list.split('\n').findIndex((line) => line.includes('"url": "y"')));
    expect(fieldLine(JSON.stringify({ tracks: ['a', 'b', 'c'] }, null, 2), ['tracks', 2])).toBe(4);
  });
});

describe('printPhotoProblem, a kit photo’s file for print', () => {
  const at = (width: number, height: number, format = 'jpeg', bytes = 900_000) =>
    printPhotoProblem('content/kits/trio.json', 1, '../kits/photos/trio.jpg', { width, height, format, bytes }, 3000, 5_000_000);

  it('takes a JPEG whose long side reaches the minimum, landscape or portrait', () => {
    expect(at(3000, 2000)).toBeUndefined();
    expect(at(2000, 3000)).toBeUndefined();
  });

  it('says the size read, the size needed and what to do, naming the photo by its place in the list', () => {
    expect(at(1600, 900)).toBe(
      "content/kits/trio.json, photo 2 : le fichier pour l'impression « ../kits/photos/trio.jpg » mesure 1600 × 900 pixels ; il en faut au moins 3000 sur le grand côté pour l'imprimer (25 cm à 300 dpi).\nRemplacez-le par le fichier original du photographe, d'au moins 3000 pixels sur le grand côté, puis relancez.",
    );
  });

  it('refuses another format than JPEG, and a file heavier than the studio accepts', () => {
    expect(at(4000, 3000, 'webp')).toMatch(/est un WEBP ; il faut un JPEG \(\.jpg\)/);
    expect(at(4000, 3000, 'jpeg', 5_100_000)).toMatch(/pèse 5,1 Mo ; le site accepte au plus 5 Mo par image\.\nEnregistrez-le en JPEG de 3000 à 4000 pixels/);
  });
});
