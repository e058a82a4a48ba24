/**
 * The business constants of the specification that live in content/: a slip while editing
 * the JSON files (a wrong price, a lost flag, a missing album) fails here with the reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../src/lib/order';
import { PRICE_PATTERN } from '../../src/lib/price';

/** The entries of a JSON list file (they sit under "entries", the shape the studio edits). */
function readContent<T>(file: string): T {
  return (JSON.parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8')) as { entries: T }).entries;
}

/** The entries of a one-file-per-entry folder, each with its id (the file name), in id order. */
function readFolder<T>(folder: string): (T & { id: string })[] {
  const url = new URL(`../../content/${folder}/`, import.meta.url);
  return readdirSync(url)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ ...(JSON.parse(readFileSync(new URL(name, url), 'utf8')) as T), id: name.replace(/\.json$/, '') }));
}

interface StoreAlbum {
  title: string;
  artist?: string;
  price: string;
  digitalOnly?: boolean;
  paymentUrl: string;
}

describe('store albums', () => {
  const store = readFolder<StoreAlbum>('store');
  const byTitle = new Map(store.map((album) => [album.title, album]));

  it('sells the six albums of the specification', () => {
    expect([...byTitle.keys()].sort()).toEqual(['Al Machete', 'Así de Simple', 'Así de Simple Live', 'Cimarrón', 'Latinoriental', 'Zapateo Suite']);
  });

  it.each(['Al Machete', 'Latinoriental', 'Así de Simple Live'])('%s is digital-only at 12,90€', (title) => {
    expect(byTitle.get(title)).toMatchObject({ price: '12,90€', digitalOnly: true });
  });

  it.each(['Zapateo Suite', 'Así de Simple', 'Cimarrón'])('%s is a 15€ CD', (title) => {
    const album = byTitle.get(title);
    expect(album?.price).toBe('15€');
    expect(album?.digitalOnly).toBeFalsy();
  });

  it('shows no artist line for Al Machete only', () => {
    expect(store.filter((album) => !album.artist).map((album) => album.title)).toEqual(['Al Machete']);
  });

  it('gives every album a well-formed price and a payment link', () => {
    for (const album of store) {
      expect(album.price).toMatch(PRICE_PATTERN);
      expect(album.paymentUrl).toMatch(/^https:\/\//);
    }
  });
});

describe('discography and covers', () => {
  const albums = newestFirst(readFolder<{ title: string; year: string; featuredOnHome?: boolean }>('albums'), (album) => album.year);

  it('holds six albums, the three of the home page being Cimarrón, Así de Simple and Zapateo Suite', () => {
    expect(albums).toHaveLength(6);
    expect(albums.filter((album) => album.featuredOnHome).map((album) => album.title)).toEqual(['Cimarrón', 'Así de Simple', 'Zapateo Suite']);
  });

  it('dates the four albums of the biography as the specification does', () => {
    const years = Object.fromEntries(albums.map((album) => [album.title, album.year]));
    expect(years).toMatchObject({ 'Zapateo Suite': '2018', 'Así de Simple': '2020', 'Así de Simple Live': '2021', Cimarrón: '2022' });
  });

  it('has twelve side-man covers for three slides of four', () => {
    expect(readFolder<unknown>('sideman')).toHaveLength(12);
  });

  it('gives each side-man cover its own place in the carousel, 1 to 12', () => {
    expect(
      readFolder<{ position: number }>('sideman')
        .map((cover) => cover.position)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it('names about forty collaborators, each once', () => {
    const names = readContent<{ name: string }[]>('collaborators.json').map((collaborator) => collaborator.name);
    expect(names.length).toBeGreaterThanOrEqual(35);
    expect(names.length).toBeLessThanOrEqual(45);
    expect(new Set(names).size).toBe(names.length);
  });

  it('describes the four ensembles of the route table', () => {
    expect(readContent<{ id: string }[]>('ensembles.json').map((ensemble) => ensemble.id)).toEqual(['quintet', 'trio', 'duo', 'mambi']);
  });
});
