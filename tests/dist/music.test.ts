/** The albums as built: one MusicAlbum each on /discographie, every card and offer of /store in its HTML. */
import { describe, expect, it } from 'vitest';
import { byId, newestFirst } from '../../src/lib/order.ts';
import { schemaOrgPrice } from '../../src/lib/price.ts';
import { siteContent } from '../content-files.ts';
import { builtPage, builtText, jsonLdOf } from './built-site.ts';

describe('discography albums', () => {
  it('gives search engines one MusicAlbum per album', () => {
    const albumTitles = newestFirst(byId(siteContent.readFolder<{ title: string; year: string }>('albums')), (album) => album.year).map(({ title }) => title);
    const albums = jsonLdOf(builtPage('/discographie'));
    expect(albums.filter((item) => item['@type'] === 'MusicAlbum').map((item) => item['name'])).toEqual(albumTitles);
  });
});

describe('store', () => {
  /** The albums on sale, read from the files the site is built from. */
  const albums = siteContent.readFolder<{ title: string; year: string; price: string }>('store');

  it('every album card is in the pre-rendered HTML, and the island waits until the page has loaded and it is near', () => {
    const html = builtText('/store');
    for (const album of albums) expect(html).toContain(`>${album.title}</h3>`);
    expect(html.match(/class="[^"]*swiper-slide/g)?.length).toBe(albums.length);
    expect(html).toMatch(/<astro-island[^>]*client="near"/);
    expect(html).not.toMatch(/ style="/);
  });

  it('offers each album to search engines with its price in euros', () => {
    const data = jsonLdOf(builtPage('/store'));
    for (const album of albums)
      expect(data.find((item) => item['name'] === album.title)?.['offers'], album.title).toMatchObject({ price: schemaOrgPrice(album.price), priceCurrency: 'EUR' });
  });
});
