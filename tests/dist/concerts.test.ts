/** The agenda as built: its calendar files, a concert's structured data and share card, the archive's years. */
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/index.ts';
import { archiveAsBuilt } from '../e2e/concerts-as-built.ts';
import { SITE, attributeOf, builtPage, builtText, byRole, jsonLdOf, linkNamed, oneByRole, only, servedFile, servedType, textOf, isJpeg } from './built-site.ts';

/** A concert of the tests' own (tests/fixtures/content/concerts/): to come, on sale, with its place and its ensemble. */
const CONCERT = '/concerts/2026-12-12-sunside-paris';

describe('the agenda', () => {
  it('offers the whole agenda as a calendar subscription and a file', () => {
    expect(linkNamed(builtPage('/concerts'), "S'abonner à l'agenda").getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/concerts\.ics$/);
    expect(servedType('/concerts.ics')).toBe('text/calendar; charset=utf-8');
    const body = builtText('/concerts.ics');
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain('SUMMARY:');
  });
});

describe('a concert page', () => {
  it("'Ajouter à mon agenda' downloads the concert's calendar file", () => {
    expect(linkNamed(builtPage(CONCERT), 'Ajouter à mon agenda').getAttribute('href')).toBe(`${CONCERT}.ics`);
    expect(servedType(`${CONCERT}.ics`)).toBe('text/calendar; charset=utf-8');
    const body = builtText(`${CONCERT}.ics`);
    expect(body).toContain('UID:2026-12-12-sunside-paris@');
    expect(body).toContain('DTSTART:20261212T193000Z');
  });

  it('describes the concert as a MusicEvent with its Paris offset, place, offer, performer and organizer', () => {
    expect(jsonLdOf(builtPage(CONCERT))).toContainEqual(
      expect.objectContaining({
        '@type': 'MusicEvent',
        name: 'Cimarrón, soirée de décembre',
        startDate: '2026-12-12T20:30:00+01:00',
        endDate: '2026-12-12T22:30:00+01:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: expect.objectContaining({ name: 'Sunside', address: expect.objectContaining({ '@type': 'PostalAddress', addressCountry: 'FR' }) }),
        offers: expect.objectContaining({ price: '25.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' }),
        performer: expect.objectContaining({ name: 'Yaniel Bárcenas Quintet' }),
        organizer: expect.objectContaining({ '@type': 'Organization' }),
        image: [expect.stringMatching(/^https?:\/\//)],
      }),
    );
  });

  it('declares its share card, 1200 × 630, with absolute addresses', () => {
    const page = builtPage(CONCERT);
    const image = attributeOf(page, 'meta[property="og:image"]', 'content') ?? '';
    expect(image).toMatch(new RegExp(`^${SITE}/og/concerts-2026-12-12-sunside-paris-[0-9a-f]{12}\\.jpg$`));
    expect(attributeOf(page, 'meta[name="twitter:image"]', 'content')).toBe(image);
    expect(attributeOf(page, 'meta[property="og:image:width"]', 'content')).toBe('1200');
    expect(attributeOf(page, 'meta[property="og:image:height"]', 'content')).toBe('630');
    expect(attributeOf(page, 'meta[property="og:image:alt"]', 'content')).toMatch(/^Cimarrón, soirée de décembre \(samedi 12 décembre 2026 · Sunside, Paris\), Yaniel Bárcenas\./);
    expect(isJpeg(new URL(image).pathname)).toBe(true);
  });

  it('a guest appearance names its performers as written, without a link', () => {
    expect(textOf(only(builtPage('/concerts/2027-02-13-master-class-montreuil'), 'main'))).toContain('Yaniel Bárcenas, master class');
  });
});

describe('the concerts archive', () => {
  const archive = archiveAsBuilt();

  it('/concerts links to each year of the archive, newest first, and lists none of their concerts', () => {
    expect(archive[0], "the tests' agenda holds a concert before their build instant").toBeDefined();
    const page = builtPage('/concerts');
    const years = byRole(oneByRole(page, 'navigation', 'Archives des concerts'), 'link');
    expect(years.map(textOf)).toEqual(archive.map(({ year, titles }) => `${year} · ${dictionaries.fr.concerts.count(titles.length)}`));
    expect(years.map((link) => link.getAttribute('href'))).toEqual(archive.map(({ year }) => `/concerts/archives/${year}`));
    const headings = only(page, 'main')
      .querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')
      .map((heading) => textOf(heading).toLowerCase());
    for (const title of archive.flatMap(({ titles }) => titles))
      expect(
        headings.filter((heading) => heading.includes(title.toLowerCase())),
        title,
      ).toEqual([]);
  });

  it('each year has its title, description, canonical address, share card and sitemap entry', () => {
    const sitemap = builtText('/sitemap-0.xml');
    for (const { year } of archive) {
      const path = `/concerts/archives/${year}`;
      expect(sitemap).toContain(`${path}</loc>`);
      expect(servedFile(path), path).not.toBeNull();
      const page = builtPage(path);
      expect(textOf(only(page, 'title'))).toMatch(new RegExp(`Concerts ${year}.*Yaniel Bárcenas`));
      expect(attributeOf(page, 'meta[name="description"]', 'content')).toMatch(new RegExp(`en ${year}`));
      expect(attributeOf(page, 'link[rel="canonical"]', 'href')).toBe(`${SITE}${path}`);
      const image = attributeOf(page, 'meta[property="og:image"]', 'content') ?? '';
      expect(image).toMatch(/^https:\/\/.+\/og\//);
      expect(servedFile(new URL(image).pathname), image).not.toBeNull();
    }
  });
});
