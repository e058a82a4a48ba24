import { describe, expect, it } from 'vitest';
import { brotliSize, firstRoundTrip, firstScreenEnd } from '../../../scripts/lib/first-round-trip';

const head = '<!doctype html><html lang="fr"><head><style>body{color:#111}</style></head><body>';

describe('the first screen of a page', () => {
  it('ends with its <h1> when no image is asked for first', async () => {
    const html = `${head}<header>Menu</header><h1 class="title">Concerts <span>2026</span></h1><ul><li>Un long agenda</li></ul></body></html>`;
    expect(html.slice(0, firstScreenEnd(html))).toBe(`${head}<header>Menu</header><h1 class="title">Concerts <span>2026</span></h1>`);
    expect((await firstRoundTrip(html)).endsWith).toBe('h1');
  });

  it('ends with the whole <picture> of the image asked for first when it comes after the <h1>', async () => {
    const picture = '<picture><source type="image/avif" srcset="/_astro/a.avif 360w"><img src="/_astro/a.webp" fetchpriority="high" alt="Le quintet"></picture>';
    const html = `${head}<h1>Media</h1><p>Vidéos</p>${picture}<p>La suite</p></body></html>`;
    expect(html.slice(0, firstScreenEnd(html)).endsWith(picture)).toBe(true);
    expect((await firstRoundTrip(html)).endsWith).toBe('image');
  });

  it('ends with the <h1> when the hero image comes before it', () => {
    const html = `${head}<img src="/_astro/hero.webp" fetchpriority="high" alt=""><h1>Bio</h1><p>Le texte</p></body></html>`;
    expect(html.slice(firstScreenEnd(html))).toBe('<p>Le texte</p></body></html>');
  });

  it('is the whole document on a page with neither', async () => {
    const html = `${head}<p>Redirection</p></body></html>`;
    expect(firstScreenEnd(html)).toBe(html.length);
    expect((await firstRoundTrip(html)).endsWith).toBe('document');
  });
});

describe('Brotli, as Netlify sends it', () => {
  it('counts far fewer bytes than the text, and fewer for the first screen than for the whole', async () => {
    const text = `${head}${'<p>Un paragraphe qui se répète, comme une liste de concerts.</p>'.repeat(200)}</body></html>`;
    const size = await brotliSize(text);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(text.length / 10);
    const { firstScreen, whole } = await firstRoundTrip(`${head}<h1>Titre</h1>${text}`);
    expect(firstScreen).toBeLessThan(whole);
  });
});
