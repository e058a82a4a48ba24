/** The artist's own pages as built: the home page, the biography, the projects and the contact page's configuration blocks. */
import { describe, expect, it } from 'vitest';
import { ensembleRoutes, site } from '../../src/site.config.ts';
import { ensembleName } from '../../src/lib/ensembles.ts';
import { siteContent } from '../content-files.ts';
import { attributeOf, builtPage, byRole, jsonLdOf, linkNamed, oneByRole, only, textOf } from './built-site.ts';

describe('home page', () => {
  it('describes the artist as a MusicGroup with a canonical link', () => {
    const page = builtPage('/');
    const [data] = jsonLdOf(page);
    expect(data).toMatchObject({ '@type': 'MusicGroup', name: 'Yaniel Bárcenas', url: 'https://yaniel-barcenas.example/' });
    expect(data?.['sameAs']).toEqual(siteContent.socialLinks().map(({ url }) => url));
    expect(attributeOf(page, 'link[rel="canonical"]', 'href')).toBe('https://yaniel-barcenas.example/');
  });

  it("'Au-delà de la scène' leads to the master classes and the collaborations", () => {
    const beyond = oneByRole(builtPage('/'), 'region', 'Au-delà de la scène');
    expect(
      byRole(beyond, 'heading')
        .filter((heading) => heading.tagName === 'H3')
        .map(textOf),
    ).toEqual(['Master classes', 'Collaborations']);
    expect(linkNamed(beyond, 'Découvrir les master classes').getAttribute('href')).toBe('/masterclass');
    expect(linkNamed(beyond, 'Voir les projets').getAttribute('href')).toBe('/projets');
  });
});

describe('biography', () => {
  it('has an info card with origin, genres and instruments', () => {
    const card = oneByRole(builtPage('/bio'), 'complementary', 'En bref');
    expect(card.querySelectorAll('dt').map(textOf)).toEqual(['Origine', 'Genres', 'Instruments']);
    const [origin, genres, instruments] = card.querySelectorAll('dd').map(textOf);
    expect(origin).toContain('La Havane');
    expect(genres).toContain('Jazz afro-cubain');
    expect(instruments).toContain('Guitare');
  });

  it('describes the artist as a Person born in Havana', () => {
    const [data] = jsonLdOf(builtPage('/bio'));
    expect(data).toMatchObject({ '@type': 'Person', name: 'Yaniel Bárcenas', birthPlace: { name: 'La Havane, Cuba' } });
  });
});

describe('projects', () => {
  /** The ensembles as content/ensembles.json describes them, each at its route of the site's configuration. */
  const ensembles = siteContent.readList<{ id: keyof typeof ensembleRoutes; formation: string; subtitle: string }>('ensembles.json').map((ensemble) => ({
    path: ensembleRoutes[ensemble.id],
    name: ensembleName(site.artist.name, ensemble.formation),
    title: ensemble.formation,
    subtitle: ensemble.subtitle,
  }));

  it('a project card per ensemble with icon, subtitle, description and En savoir plus to the ensemble', () => {
    const cards = only(builtPage('/projets'), 'main').querySelectorAll('article');
    expect(cards).toHaveLength(ensembles.length);
    for (const [index, ensemble] of ensembles.entries()) {
      const card = cards[index];
      if (!card) throw new Error(`No card for ${ensemble.name}`);
      expect(textOf(only(card, 'h2'))).toBe(ensemble.title);
      expect(card.querySelectorAll('svg')).toHaveLength(1);
      const paragraphs = card.querySelectorAll('p').map(textOf);
      expect(paragraphs).toHaveLength(2);
      expect(paragraphs[0]).toBe(ensemble.subtitle);
      expect(paragraphs[1]).toMatch(/\S/);
      expect(linkNamed(card, `En savoir plus : ${ensemble.name}`).getAttribute('href')).toBe(ensemble.path);
    }
  });
});

describe('contact page', () => {
  it('shows the booking card, the four networks and the five services from the site configuration', () => {
    const page = builtPage('/contact');
    const card = oneByRole(page, 'region', 'Booking et management');
    expect(textOf(card)).toContain(site.management.name);
    expect(textOf(card)).toContain(site.management.location.fr);
    expect(linkNamed(card, new URL(site.management.website).host).getAttribute('href')).toBe(site.management.website);
    const social = byRole(oneByRole(page, 'region', `Suivre ${site.artist.name}`), 'link').map(textOf);
    expect(social).toHaveLength(4);
    [/Instagram/, /Facebook/, /YouTube/, /Spotify/].forEach((network, index) => expect(social[index]).toMatch(network));
    const services = byRole(oneByRole(page, 'region', 'Services'), 'heading').filter((heading) => heading.tagName === 'H3');
    expect(services.map(textOf)).toEqual(['Concerts et festivals', 'Master classes et workshops', 'Événements privés', 'Collaborations artistiques', 'Enregistrements studio']);
  });
});
