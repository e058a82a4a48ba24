import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * The riders are built from the data: in a copy of the project, one input of the quintet's rider
 * changes, and the built PDF holds the new line under a new name (the old one is gone from dist/).
 * A kit the build cannot trust stops it with the file and the field named, in French.
 */
const KIT = 'kits/quintet.json';
const NEW_INPUT = { channel: 20, source: 'Güiro et maracas', microphone: 'KM184', stand: 'Petit pied perche', notes: 'Ajouté pour le test de construction' };

type Kit = { inputs: { channel: number; source: string; microphone: string }[]; monitors: { musicians: string[] }[]; presentations: Record<string, string> };

describe('the press kit follows its data', () => {
  let project: TempProject;
  let original = '';
  const kitFile = () => project.path('content', ...KIT.split('/'));
  const riders = async () => (await readdir(project.path('dist', 'documents'))).filter((file) => /^yaniel-barcenas-quintet-fiche-technique-fr-\w+\.pdf$/.test(file));
  const withKit = async (edit: (kit: Kit) => void) => {
    const kit = JSON.parse(original) as Kit;
    edit(kit);
    await writeFile(kitFile(), `${JSON.stringify(kit, null, 2)}\n`);
  };

  beforeAll(async () => {
    project = await sharedCopy();
    original = await readFile(kitFile(), 'utf8');
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('a new input is in the rebuilt French rider, under a new file name', async () => {
    // The shared copy is built from the repository's content first (global-setup.ts); other files' builds leave the kits as they are.
    let [oldName] = await riders().catch(() => []);
    if (oldName === undefined) {
      const before = await project.build();
      expect(before.ok, before.output).toBe(true);
      [oldName] = await riders();
    }
    expect(oldName).toBeDefined();
    await withKit((kit) => kit.inputs.push(NEW_INPUT));
    const after = await project.build();
    expect(after.ok, after.output).toBe(true);
    const names = await riders();
    expect(names).toHaveLength(1);
    expect(names[0]).not.toBe(oldName);
    const html = await readFile(project.path('dist', 'yaniel-barcenas-quintet', 'kit.html'), 'utf8');
    expect(html).toContain(`/documents/${names[0]}`);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(project.path('dist', 'documents', names[0] ?? ''))));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(`${NEW_INPUT.channel} ${NEW_INPUT.source} ${NEW_INPUT.microphone}`);
  });

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
      'a kit without its short presentation',
      (kit: Kit) => delete kit.presentations['short'],
      /content\/kits\/quintet\.json[\s\S]*presentations[\s\S]*short[\s\S]*présentation courte/,
    ],
  ])('%s stops the build, naming the file and the field', async (_case, edit, message) => {
    await withKit(edit);
    const build = await project.build();
    await writeFile(kitFile(), original);
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(message);
  });

  it("a microphone changed in the French file only is the one the English rider prints; a quote about the trio leads the trio's kit and stays off the quintet's", async () => {
    const quoteFile = project.path('content', 'press', 'quotes', 'revue-des-tests.json');
    await withKit((kit) => {
      if (kit.inputs[0]) kit.inputs[0].microphone = 'MDT-9000';
    });
    await writeFile(quoteFile, `${JSON.stringify({ position: 99, journal: 'La Revue des tests', extract: 'Un trio qui se tient.', author: 'Le test', ensemble: 'Trio' })}\n`);
    const build = await project.build();
    await writeFile(kitFile(), original);
    await rm(quoteFile);
    expect(build.ok, build.output).toBe(true);
    const [englishRider] = (await readdir(project.path('dist', 'documents'))).filter((file) => /^yaniel-barcenas-quintet-fiche-technique-en-\w+\.pdf$/.test(file));
    const pdf = await getDocumentProxy(new Uint8Array(await readFile(project.path('dist', 'documents', englishRider ?? ''))));
    expect((await extractText(pdf, { mergePages: true })).text).toContain('MDT-9000');
    const journals = async (page: string) => [...(await readFile(project.path('dist', page), 'utf8')).matchAll(/<cite[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect((await journals('yaniel-barcenas-trio/kit.html'))[0]).toBe('La Revue des tests');
    expect(await journals('en/yaniel-barcenas-trio/kit.html')).toContain('La Revue des tests');
    expect(await journals('yaniel-barcenas-quintet/kit.html')).not.toContain('La Revue des tests');
    expect(await journals('presse.html')).toContain('La Revue des tests');
  });

  it('a quote naming an ensemble the site does not have stops the build, naming the file and the field', async () => {
    const quoteFile = project.path('content', 'press', 'quotes', 'revue-des-tests.json');
    await writeFile(quoteFile, `${JSON.stringify({ position: 99, journal: 'La Revue des tests', extract: 'Un octuor.', author: 'Le test', ensemble: 'Octuor' })}\n`);
    const build = await project.build();
    await rm(quoteFile);
    expect(build.ok).toBe(false);
    expect(build.output).toMatch(/content\/press\/quotes\/revue-des-tests\.json : ensemble : « Octuor » n’est aucune formation du site/);
  });
});
