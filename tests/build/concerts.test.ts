import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * Adding a concert is adding one file to content/concerts/, nothing else; a wrong one stops the
 * build with a French message naming the file and the field; once past, a concert goes to its
 * year of the archive. Here in a copy of the project, built as of January 2031 whatever the day.
 */
const BUILT_AS_OF = { SITE_BUILD_TIME: '2031-01-15T12:00:00+01:00' };
const id = '2031-05-17-festival-de-la-clave-nimes';
const concert = `---
title: Festival de la clave
ensemble: Trio
date: 2031-05-17
time: "21:00"
venue: Arènes du Soir
city: Nîmes
country: France
address: 1 boulevard des Arènes, 30000 Nîmes
bookingUrl: https://festival-clave.example/billets
price: 30€
---
Une nuit de trio sous les étoiles, pour la première fois à Nîmes.
`;

const pastId = '2030-11-20-trio-toulouse';
const pastConcert = concert
  .replace('title: Festival de la clave', 'title: Le trio à Toulouse')
  .replace('date: 2031-05-17', 'date: 2030-11-20')
  .replace('city: Nîmes', 'city: Toulouse');

describe('concert files in content/concerts/', () => {
  let project: TempProject;
  let build: BuildResult;
  const read = (file: string) => readFile(project.path('dist', file), 'utf8');
  const concertFile = (name: string) => project.path('content', 'concerts', name);

  beforeAll(async () => {
    project = await sharedCopy();
    await writeFile(concertFile(`${id}.md`), concert);
    await writeFile(concertFile(`${pastId}.md`), pastConcert);
    build = await project.build(BUILT_AS_OF);
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('a new file builds, and its concert is on /concerts with its own page, calendar file and sitemap entry', async () => {
    expect(build.ok, build.output).toBe(true);
    expect(await read('concerts.html')).toContain('Festival de la clave');
    const page = await read(`concerts/${id}.html`);
    expect(page).toContain('<h1');
    expect(page).toContain('Arènes du Soir');
    expect(page).toContain('"startDate":"2031-05-17T21:00:00+02:00"');
    const calendar = await read(`concerts/${id}.ics`);
    expect(calendar).toContain(`UID:${id}@`);
    expect(calendar).toContain('DTSTART:20310517T190000Z');
    expect(await read('concerts.ics')).toContain(`UID:${id}@`);
    expect(await read('sitemap-0.xml')).toContain(`/concerts/${id}</loc>`);
  });

  it('a past concert is on its year of the archive, linked from /concerts, which no longer lists it', async () => {
    const agenda = await read('concerts.html');
    expect(agenda).not.toContain('Le trio à Toulouse');
    expect(agenda).toContain('href="/concerts/archives/2030"');
    const archive = await read('concerts/archives/2030.html');
    expect(archive).toContain('Le trio à Toulouse');
    expect(archive).toContain(`href="/concerts/${pastId}"`);
    // Past as of the build: no booking link shows, the thank-you note does.
    expect(archive.match(/<a [^>]*data-booking[^>]*>/g)?.every((link) => link.endsWith(' hidden>'))).toBe(true);
    expect(archive).toMatch(/data-past-note>/);
    expect(archive).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/og\/[^"]+"/);
    expect(await read('sitemap-0.xml')).toContain('/concerts/archives/2030</loc>');
  });

  it('a wrong file fails the build naming the file and each field: a date that is not one, a time like 19h30, an unknown status, no venue', async () => {
    await writeFile(
      concertFile('2031-06-01-concert-casse.md'),
      [
        '---',
        'title: Concert cassé',
        'ensemble: Quintet',
        'date: 31/05/2031',
        'time: 19h30',
        'city: Paris',
        'address: 1 rue X, 75001 Paris',
        'bookingUrl: https://b.example',
        'status: complé',
        '---',
      ].join('\n'),
    );
    const broken = await project.build(BUILT_AS_OF);
    await rm(concertFile('2031-06-01-concert-casse.md'));
    expect(broken.ok).toBe(false);
    expect(broken.output).toContain('content/concerts/2031-06-01-concert-casse.md');
    expect(broken.output).toMatch(/date: date du concert au format AAAA-MM-JJ.*\(valeur lue : « 31\/05\/2031 »\)/);
    expect(broken.output).toMatch(/time: heure du début au format HH:MM.*\(valeur lue : « 19h30 »\)/);
    expect(broken.output).toContain('status: statut inconnu « complé » : choisissez programmé, complet, reporté ou annulé');
    expect(broken.output).toContain('venue: lieu (nom de la salle ou du festival) : texte attendu');
  });

  it('a concert dated before 2000, or postponed to more than five years after the build, fails the build naming the file and each field', async () => {
    const slipped = concert.replace('date: 2031-05-17', 'date: 1931-05-17').replace('price: 30€', 'price: 30€\nstatus: reporté\nnewDate: 2036-01-16');
    await writeFile(concertFile('2031-05-18-annee-mal-tapee.md'), slipped);
    const broken = await project.build(BUILT_AS_OF);
    await rm(concertFile('2031-05-18-annee-mal-tapee.md'));
    expect(broken.ok).toBe(false);
    expect(broken.output).toContain('content/concerts/2031-05-18-annee-mal-tapee.md');
    // Built as of 15 January 2031: the last day is 15 January 2036.
    expect(broken.output).toContain(
      'date: date du concert entre le 2000-01-01 et le 2036-01-15 (5 ans après la construction du site) : une autre année est sans doute une faute de frappe (valeur lue : « 1931-05-17 »)',
    );
    expect(broken.output).toContain('newDate: nouvelle date entre le 2000-01-01 et le 2036-01-15');
    expect(broken.output).not.toContain('Stack trace');
  });

  it('a postponed concert without its new date fails the build', async () => {
    await writeFile(concertFile('2031-07-01-report-sans-date.md'), concert.replace('price: 30€', 'price: 30€\nstatus: reporté'));
    const broken = await project.build(BUILT_AS_OF);
    await rm(concertFile('2031-07-01-report-sans-date.md'));
    expect(broken.ok).toBe(false);
    expect(broken.output).toContain('content/concerts/2031-07-01-report-sans-date.md');
    expect(broken.output).toContain('newDate: champ obligatoire pour un concert reporté');
  });
});
