/**
 * What must hold for any content the artist writes in content/, whatever it holds today: a slip
 * while editing the files (a price the site cannot read, a payment link that is not one, an
 * ensemble without its page, two covers at one place) fails here with the reason. The files are
 * read through tests/content-files.ts, so a copy of the project checks its own content
 * (tests/build/content-changes.test.ts adds and removes entries and runs this file on the copy).
 */
import { describe, expect, it } from 'vitest';
import { ensembleRoutes } from '../../src/site.config';
import { formatPrice, PRICE_PATTERN } from '../../src/lib/price';
import { readFolder, readList } from '../content-files';

interface StoreAlbum {
  title: string;
  price: string;
  digitalOnly?: boolean;
  paymentUrl: string;
}

describe('store albums', () => {
  const store = readFolder<StoreAlbum>('store');

  it('sells at least one album, each under its own title', () => {
    expect(store.length).toBeGreaterThan(0);
    expect(new Set(store.map((album) => album.title)).size).toBe(store.length);
  });

  it('gives every album a price the site formats and a payment link', () => {
    for (const album of store) {
      expect(album.price, album.id).toMatch(PRICE_PATTERN);
      expect(formatPrice(album.price, 'fr'), album.id).toMatch(/^\d+(,\d{2})?\u00a0€$/);
      expect(album.paymentUrl, album.id).toMatch(/^https:\/\//);
    }
  });
});

describe('discography and covers', () => {
  const albums = readFolder<{ title: string; year: string; featuredOnHome?: boolean }>('albums');

  it('dates every album with a year and names each once', () => {
    for (const album of albums) expect(album.year, album.id).toMatch(/^\d{4}$/);
    expect(new Set(albums.map((album) => album.title)).size).toBe(albums.length);
  });

  it('gives each side-man cover its own place in the carousel', () => {
    const positions = readFolder<{ position: number }>('sideman').map((cover) => cover.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('names each collaborator once', () => {
    const names = readList<{ name: string }>('collaborators.json').map((collaborator) => collaborator.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('describes exactly the ensembles that have a page in the route table', () => {
    expect(
      readList<{ id: string }>('ensembles.json')
        .map((ensemble) => ensemble.id)
        .sort(),
    ).toEqual(Object.keys(ensembleRoutes).sort());
  });
});
