import { expect, it, vi } from 'vitest';
import { getPressKits } from '../../../src/press-kit/kits';
import { readList } from '../../content-files';

/**
 * The press kits' check that runs while the pages render (src/press-kit/kits.ts), not while the
 * collections load: a press quote naming an ensemble the site does not have. The collections are
 * given as getCollection() gives them once their schemas have passed; tests/build/ keeps the real
 * build that proves the message reaches the terminal.
 */

const loaded = vi.hoisted(() => new Map<string, { id: string; data: Record<string, unknown> }[]>());
vi.mock('astro:content', () => ({ getCollection: async (name: string) => loaded.get(name) ?? [] }));

it('a quote naming an ensemble the site does not have stops the build, naming the file and the field', async () => {
  loaded.set(
    'ensembles',
    readList<{ id: string }>('ensembles.json').map((entry) => ({ id: entry.id, data: entry })),
  );
  loaded.set('pressQuotes', [{ id: 'revue-des-tests', data: { position: 99, journal: 'La Revue des tests', extract: 'Un octuor.', author: 'Le test', ensemble: 'Octuor' } }]);
  await expect(getPressKits()).rejects.toThrow(/content\/press\/quotes\/revue-des-tests\.json : ensemble : « Octuor » n’est aucune formation du site/);
});
