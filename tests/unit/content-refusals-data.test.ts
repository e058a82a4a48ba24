import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collections } from '../../src/content.config';
import { buildRefusal, buildRefusalOver, expectNoStackTrace, folderWith, siteFile, type Files } from './loader-context';

/**
 * A JSON file of content/ that stops the build, as the artist reads it: a list file or an entry
 * file that is not valid JSON, a folder left without entries, a value its schema refuses, a cover
 * too narrow. Each case runs the collection's loaders and schema of src/content.config.ts with
 * Astro's own schema check (loader-context.ts), over a project holding the broken file; tests/build/
 * keeps one real build per kind of refusal, to prove the message reaches the terminal.
 */

const refusal = (name: keyof typeof collections, files: Files) => buildRefusalOver(files, name, collections[name]);

/** The text of a content file of the build tests' copy, changed by `edit` (which must change it). */
function edited(path: string, edit: (text: string) => string): string {
  const original = siteFile(path).toString('utf8');
  const text = edit(original);
  expect(text).not.toBe(original);
  return text;
}

describe('a content file that cannot be read', () => {
  it('a dropped comma in a list file (content/partners.json) names the file, the line and the likely cause', async () => {
    const error = await refusal('partners', { 'content/partners.json': edited('partners.json', (text) => text.replace('",\n', '"\n')) });
    expect(error.message).toMatch(/content\/partners\.json : ce fichier n'est pas du JSON valide, ligne \d+, colonne \d+\./);
    expect(error.message).toContain('il manque une virgule');
  });

  it("a dropped comma in one album (content/albums/album-des-tests-1.json, the tests' own) names that file, the line and the likely cause", async () => {
    const error = await refusal('albums', {
      'content/albums/album-des-tests-1.json': edited('albums/album-des-tests-1.json', (text) => text.replace('",\n', '"\n')),
      'content/albums/album-des-tests.jpg': siteFile('albums/album-des-tests.jpg'),
    });
    expect(error.message).toMatch(/content\/albums\/album-des-tests-1\.json : ce fichier n'est pas du JSON valide, ligne \d+, colonne \d+\./);
    expect(error.message).toContain('il manque une virgule');
  });

  it('a folder left without any entry file (content/media/shorts/) stops the build instead of publishing the page without shorts', async () => {
    const root = folderWith({});
    mkdirSync(join(root, 'content/media/shorts'), { recursive: true });
    try {
      const error = await buildRefusal(root, 'shorts', collections.shorts);
      expect(error.message).toContain("content/media/shorts : aucune entrée n'a pu être lue.");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a press article (content/press/articles/, one JSON file per entry): a dropped comma names the field before it', async () => {
    const file = 'content/press/articles/2025-09-01-article-des-tests-1.json';
    const error = await refusal('pressArticles', {
      [file]: edited('press/articles/2025-09-01-article-des-tests-1.json', (text) => text.replace('"La Gazette des tests",', '"La Gazette des tests"')),
    });
    expectNoStackTrace(error);
    expect(error.message).toContain(`${file} : ce fichier n'est pas du JSON valide, ligne 5, colonne 3.`);
    expect(error.message).toContain('Regardez juste après le champ « source » : le plus souvent, il manque une virgule');
  });
});

describe('a value a JSON file gives that its schema refuses', () => {
  it('a press article: a wrong link, with its line', async () => {
    const file = 'content/press/articles/2025-09-01-article-des-tests-1.json';
    const error = await refusal('pressArticles', {
      [file]: edited('press/articles/2025-09-01-article-des-tests-1.json', (text) => text.replace(/"link": "https:/, '"link": "gazette-des-tests:')),
    });
    expectNoStackTrace(error);
    expect(error.message).toContain(`${file} : une valeur ne convient pas.`);
    expect(error.message).toContain('ligne 6, link: adresse web attendue, commençant par https://');
  });

  type Kit = {
    inputs: { channel: number; source: string }[];
    monitors: { musicians: string[] }[];
    presentations: Record<string, string>;
    stage: { musician: string; riser?: { width: number; depth: number; height: number }; instruments: { kind: string; inputs: number[]; providedBy?: string }[] }[];
    powerDrops: { row: string; side: string; outlets: number }[];
    monitorSends: number;
    hardware: { kind: string; count: number }[];
  };
  const NEW_INPUT = { channel: 20, source: 'Güiro et maracas', microphone: 'KM184', stand: 'petit-pied-perche', notes: 'Ajouté pour le test de construction' };
  const musician = (kit: Kit, name: string) => kit.stage.find((position) => position.musician === name) ?? { musician: name, instruments: [] };

  it.each([
    [
      'an input named twice on one channel',
      (kit: Kit) => kit.inputs.push({ ...NEW_INPUT, channel: kit.inputs[0]?.channel ?? 1 }),
      /content\/kits\/quintet\.json[\s\S]*inputs[\s\S]*voie 1 déjà prise par « Conga grave \(tumba\) »/,
    ],
    [
      'a monitor mix naming a musician off the line-up',
      (kit: Kit) => kit.monitors[0]?.musicians.push('Chucho Valdés'),
      /content\/kits\/quintet\.json[\s\S]*monitors[\s\S]*« Chucho Valdés » n’est pas sur le plan de scène/,
    ],
    [
      'a bass amp with no power drop within reach',
      (kit: Kit) => (kit.powerDrops = kit.powerDrops.filter((drop) => drop.side === 'jardin')),
      /content\/kits\/quintet\.json[\s\S]*stage[\s\S]*ampli-basse de Awa Ndiaye n’a pas d’arrivée électrique à moins de 3 m/,
    ],
    [
      'a power drop where nothing needs power, not marked spare',
      (kit: Kit) => {
        musician(kit, 'Awa Ndiaye').instruments = musician(kit, 'Awa Ndiaye').instruments.filter((instrument) => instrument.kind !== 'ampli-basse');
        kit.powerDrops.push({ row: 'fond', side: 'cour', outlets: 3 });
      },
      /content\/kits\/quintet\.json[\s\S]*powerDrops[\s\S]*l’arrivée électrique fond, cour n’alimente rien à moins de 3 m/,
    ],
    [
      'monitor sends that the mixes do not add up to',
      (kit: Kit) => (kit.monitorSends = 4),
      /content\/kits\/quintet\.json[\s\S]*monitorSends[\s\S]*4 départs retours annoncés, mais les retours en prennent 5/,
    ],
    [
      'a seated drummer with no stool in the backline',
      (kit: Kit) => (kit.hardware = kit.hardware.filter((line) => line.kind !== 'tabouret')),
      /content\/kits\/quintet\.json[\s\S]*hardware[\s\S]*0 « tabouret » dans le backline, mais les musiciens assis hors piano \(1\) en demandent 1/,
    ],
    [
      'an instrument on the plot that nobody brings',
      (kit: Kit) => delete musician(kit, 'Awa Ndiaye').instruments[0]?.providedBy,
      /content\/kits\/quintet\.json[\s\S]*stage[\s\S]*contrebasse de Awa Ndiaye : dites qui l’apporte/,
    ],
    [
      'an input the stage plot does not place',
      (kit: Kit) => kit.inputs.push(NEW_INPUT),
      /content\/kits\/quintet\.json[\s\S]*inputs[\s\S]*la voie 20 \(« Güiro et maracas »\) n’a pas de place sur le plan de scène ; ajoutez 20 aux voies \(inputs\) de l’instrument qui la joue/,
    ],
    [
      'two 2 m × 2 m things (a drum kit and a grand piano) on one 2 m × 2 m riser',
      (kit: Kit) => {
        const [drummer] = kit.stage;
        if (!drummer) throw new Error('the tests’ quintet has no stage');
        drummer.riser = { width: 2, depth: 2, height: 0.4 };
        drummer.instruments = [
          { kind: 'batterie', inputs: drummer.instruments.flatMap((instrument) => instrument.inputs) },
          { kind: 'piano-a-queue', inputs: [] },
        ];
      },
      /content\/kits\/quintet\.json[\s\S]*stage[\s\S]*riser[\s\S]*le praticable de Lázaro Quintana \(2 m × 2 m\) ne peut pas porter batterie \(1,8 m × 1,6 m\), piano-a-queue \(2,3 m × 1,5 m\)/,
    ],
    [
      'a kit without its short presentation',
      (kit: Kit) => delete kit.presentations['short'],
      /content\/kits\/quintet\.json[\s\S]*presentations[\s\S]*short[\s\S]*présentation courte/,
    ],
  ])('a press kit (content/kits/quintet.json): %s, naming the file and the field', async (_case, edit, message) => {
    const kit = JSON.parse(siteFile('kits/quintet.json').toString('utf8')) as Kit;
    edit(kit);
    const error = await refusal('kits', { 'content/kits/quintet.json': `${JSON.stringify(kit, null, 2)}\n` });
    expect(error.message).toMatch(message);
  });
});

describe('a kit sized for another travel party than its ensemble and crew', () => {
  type Kit = { sizing: Record<string, number | boolean>; crew: unknown[] };
  type Ensembles = { entries: { id: string; members: { name: string; role: string }[] }[] };

  /** What the kits stop on with the kit `id` and the ensembles' line-ups (content/ensembles.json) changed by `edit`, given the travel party as written. */
  function refusalWith(id: string, edit: (kit: Kit, travelParty: number, ensembles: Ensembles) => void): Promise<Error> {
    const kit = JSON.parse(siteFile(`kits/${id}.json`).toString('utf8')) as Kit;
    const ensembles = JSON.parse(siteFile('ensembles.json').toString('utf8')) as Ensembles;
    const members = ensembles.entries.find((entry) => entry.id === id)?.members.length ?? 0;
    edit(kit, members + kit.crew.length, ensembles);
    return refusal('kits', { [`content/kits/${id}.json`]: `${JSON.stringify(kit, null, 2)}\n`, 'content/ensembles.json': `${JSON.stringify(ensembles, null, 2)}\n` });
  }
  const party = (count: number) => `l’équipe en tournée \\(la formation et crew\\) compte ${count} personnes`;

  it('one towel short for the quintet’s travel party (five musicians and a sound engineer): the file, the line and the field', async () => {
    let travelParty = 0;
    const error = await refusalWith('quintet', (kit, count) => {
      travelParty = count;
      kit.sizing['towels'] = count - 1;
    });
    expectNoStackTrace(error);
    expect(error.message).toContain('content/kits/quintet.json : une valeur ne convient pas.');
    expect(error.message).toMatch(new RegExp(`ligne \\d+, sizing\\.towels: ${travelParty - 1} serviettes, mais ${party(travelParty)} ; écrivez ${travelParty}`));
  });

  it('Mambí’s travel party in a minibus with as many seats, its driver left without one', async () => {
    let travelParty = 0;
    const error = await refusalWith('mambi', (kit, count) => {
      travelParty = count;
      kit.sizing['driver'] = true;
      kit.sizing['vehicleSeats'] = count;
    });
    expectNoStackTrace(error);
    expect(error.message).toContain('content/kits/mambi.json : une valeur ne convient pas.');
    expect(error.message).toMatch(
      new RegExp(`ligne \\d+, sizing\\.vehicleSeats: ${travelParty} places dans le véhicule, mais ${party(travelParty)}, plus le chauffeur : il en faut ${travelParty + 1}`),
    );
  });

  it('a member added to the trio in content/ensembles.json: the trio’s kit is refused, naming its numbers and the plot that forgets the newcomer', async () => {
    let travelParty = 0;
    const error = await refusalWith('trio', (_kit, count, ensembles) => {
      travelParty = count + 1;
      ensembles.entries.find((entry) => entry.id === 'trio')?.members.push({ name: 'Inés Pacheco', role: 'Violon' });
    });
    expectNoStackTrace(error);
    expect(error.message).toContain('content/kits/trio.json : des valeurs ne conviennent pas.');
    expect(error.message).toContain('stage: Inés Pacheco n’a pas de place sur le plan de scène ; ajoutez-lui une ligne');
    expect(error.message).toMatch(new RegExp(`ligne \\d+, sizing\\.rooms: ${travelParty - 1} chambres, mais ${party(travelParty)} ; écrivez ${travelParty}`));
  });
});

describe('a press photo unfit for print', () => {
  // As the studio does it: a new file beside the kits, and the photo's print path changed to it.
  const withPrintFile = async (file: Buffer) => {
    const kit = edited('kits/quintet.json', (text) => text.replace(/"print": "[^"]+"/, '"print": "../kits/photos/quintet-essai.jpg"'));
    return refusal('kits', { 'content/kits/quintet.json': kit, 'content/kits/photos/quintet-essai.jpg': file });
  };
  const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a2a1a' } });

  it('a print file under 3000 pixels on its long side names the kit, the photo, the file, its size and the size needed', async () => {
    const error = await withPrintFile(await flat(2400, 1600).jpeg().toBuffer());
    expectNoStackTrace(error);
    expect(error.message).toContain(
      "content/kits/quintet.json, photo 1 : le fichier pour l'impression « ../kits/photos/quintet-essai.jpg » mesure 2400 × 1600 pixels ; il en faut au moins 3000 sur le grand côté",
    );
  });

  it('a print file its path does not lead to', async () => {
    const kit = edited('kits/quintet.json', (text) => text.replace(/"print": "[^"]+"/, '"print": "../kits/photos/Quintet-Essai.JPG"'));
    const error = await refusal('kits', { 'content/kits/quintet.json': kit });
    expect(error.message).toContain("content/kits/quintet.json, photo 1 : fichier pour l'impression introuvable « ../kits/photos/Quintet-Essai.JPG »");
  });

  it('a print file in another format than JPEG, which could not carry its credit', async () => {
    const error = await withPrintFile(await flat(3000, 2000).png().toBuffer());
    expect(error.message).toContain('« ../kits/photos/quintet-essai.jpg » est un PNG ; il faut un JPEG (.jpg)');
  });
});

describe('a cover too narrow for its page', () => {
  it('an album cover narrower than the discography draws it names the album file, the image, the width read and the width needed', async () => {
    // As the studio does it: a new image file beside the album, and the album's path changed to it.
    const narrow = await sharp(siteFile('albums/album-des-tests.jpg')).resize(500).jpeg().toBuffer();
    const error = await refusal('albums', {
      'content/albums/album-des-tests-1.json': edited('albums/album-des-tests-1.json', (text) => text.replace('"./album-des-tests.jpg"', '"./album-des-tests-petite.jpg"')),
      'content/albums/album-des-tests-petite.jpg': narrow,
    });
    expect(error.message).toContain(
      "content/albums/album-des-tests-1.json : l'image « ./album-des-tests-petite.jpg » est trop petite, 500 pixels de large ; il en faut au moins 640",
    );
  });
});
