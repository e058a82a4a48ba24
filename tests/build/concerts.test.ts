import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempProject, type BuildResult, type TempProject } from '../../scripts/temp-project.ts';

/**
 * Adding a concert is adding one file to content/concerts/, nothing else; a wrong one stops the
 * build with a French message naming the file and the field. Here in a copy of the project.
 */
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

describe('concert files in content/concerts/', () => {
  let project: TempProject;
  let build: BuildResult;
  const read = (file: string) => readFile(project.path('dist', file), 'utf8');
  const concertFile = (name: string) => project.path('content', 'concerts', name);

  beforeAll(async () => {
    project = await createTempProject();
    await writeFile(concertFile(`${id}.md`), concert);
    build = await project.build();
  });

  afterAll(async () => {
    await project.remove();
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
    const broken = await project.build();
    await rm(concertFile('2031-06-01-concert-casse.md'));
    expect(broken.ok).toBe(false);
    expect(broken.output).toContain('content/concerts/2031-06-01-concert-casse.md');
    expect(broken.output).toMatch(/date: date du concert au format AAAA-MM-JJ.*\(valeur lue : « 31\/05\/2031 »\)/);
    expect(broken.output).toMatch(/time: heure du début au format HH:MM.*\(valeur lue : « 19h30 »\)/);
    expect(broken.output).toContain('status: statut inconnu « complé » : choisissez programmé, complet, reporté ou annulé');
    expect(broken.output).toContain('venue: lieu (nom de la salle ou du festival) : texte attendu');
  });

  it('a postponed concert without its new date fails the build', async () => {
    await writeFile(concertFile('2031-07-01-report-sans-date.md'), concert.replace('price: 30€', 'price: 30€\nstatus: reporté'));
    const broken = await project.build();
    await rm(concertFile('2031-07-01-report-sans-date.md'));
    expect(broken.ok).toBe(false);
    expect(broken.output).toContain('content/concerts/2031-07-01-report-sans-date.md');
    expect(broken.output).toContain('newDate: champ obligatoire pour un concert reporté');
  });
});
