/**
 * What the artist changes in content/, as the studio would write it, for the build tests'
 * two warm builds (artist-edits.test.ts): the first adds an article, a translation, two concerts,
 * an album, a partner, a social link and a quote, changes a microphone of a rider, and removes an
 * album, a partner and a social link; the second, on top of it, withdraws the translation, renames
 * the new article and adds an input to the rider. Each change touches its own entries, so that the
 * checks of one do not depend on another.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { TempProject } from '../../scripts/temp-project.ts';

/** A new article whose title is far too long for its share card and holds letters the display font lacks (Greek); no « : », which French typography spaces in the page. */
export const newArticle = {
  id: 'rumba-sans-frontieres',
  title: 'Rumba sans frontières, de Matanzas à Athènes (Ρεμπέτικο) et Hồ Chí Minh-Ville, une très longue route racontée par ceux qui l’ont jouée toute leur vie',
  renamed: 'Rumba sans frontières',
  paragraph: 'La salle était pleine, la clave tenait bon et le public chantait les refrains avec nous jusque tard dans la nuit.',
  caption: 'Le quintet pendant les balances.',
};

/** An English translation of one of the tests' own articles (tests/fixtures/content/blog/). */
export const translation = {
  id: 'etre-musicien-multicasquette-yaniel-barcenas',
  title: 'Many hats, one musician: a test translation',
  paragraph: 'This English paragraph exists only in the build test of translated articles.',
};

/** A concert to come, years ahead, and one past, as of the tests' instant (20 October 2025, tests/e2e/site-build-time.ts). */
export const concerts = {
  coming: { id: '2030-05-17-festival-de-la-clave-nimes', title: 'Festival de la clave', venue: 'Arènes du Soir' },
  past: { id: '2024-11-20-trio-toulouse', title: 'Le trio à Toulouse', year: '2024' },
};

export const album = { id: 'son-de-la-loma', title: 'Son de la Loma', year: '2031' };
export const partner = { id: 'festival-clave', name: 'Festival de la Clave', logo: 'festival-clave', url: 'https://festival-clave.example' };
export const social = { network: 'youtube', label: 'YouTube Mambí', url: 'https://www.youtube.com/@mambi-example' };
/** Removed: one of the tests' own albums (tests/fixtures/content/albums/). */
export const removedAlbum = { id: 'album-des-tests-1', title: 'Album des tests n° 1', cover: 'album-des-tests.jpg' };

/** The quintet's rider: a microphone changed in the French file only (first build), then an input added and placed on the plot (second). */
export const rider = {
  microphone: 'MDT-9000',
  newInput: {
    channel: 20,
    source: 'Güiro et maracas',
    microphone: 'KM184',
    stand: 'petit-pied-perche',
    phantom: true,
    providedBy: 'organisateur',
    notes: 'Ajouté pour le test de construction',
  },
};
export const trioQuote = { file: 'revue-des-tests.json', journal: 'La Revue des tests' };

const articleText = (title: string) => `---
title: "${title}"
excerpt: "Récit d'un concert où tout a tenu à une clave."
image: ./${newArticle.id}/couverture.jpg
publishedAt: 2030-03-02
category: Scène
photos:
  - image: ./${newArticle.id}/scene.jpg
    caption: "${newArticle.caption}"
---
# Avant le concert
${Array.from({ length: 20 }, () => newArticle.paragraph).join('\n')}
# Après le concert, cap sur São Paulo
Merci à toutes et à tous.
`;

const concertText = ({ title, date, city }: { title: string; date: string; city: string }) => `---
title: ${title}
ensemble: Trio
date: ${date}
time: "21:00"
venue: ${concerts.coming.venue}
city: ${city}
country: France
address: 1 boulevard des Arènes, 30000 Nîmes
bookingUrl: https://festival-clave.example/billets
price: 30€
---
Une nuit de trio sous les étoiles.
`;

type Kit = {
  inputs: { channel: number; source: string; microphone: string }[];
  hardware: { kind: string; count: number }[];
  stage: { musician: string; riser?: unknown; instruments: { kind: string; inputs?: number[] }[] }[];
};

async function editJson<T>(path: string, edit: (data: T) => void): Promise<void> {
  const data = JSON.parse(await readFile(path, 'utf8')) as T;
  edit(data);
  await writeFile(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** The first build's changes; returns the partner's and the social link's addresses it removed. */
export async function firstEdits(project: TempProject): Promise<{ removedPartnerUrl: string; removedSocialUrl: string }> {
  const content = (...path: string[]) => project.path('content', ...path);

  const images = content('blog', newArticle.id);
  await mkdir(images);
  const existing = content('blog', 'entre-deux-mondes-voyage-musical-havane-paris');
  await copyFile(`${existing}/couverture.jpg`, `${images}/couverture.jpg`);
  await copyFile(`${existing}/club-jazz.jpg`, `${images}/scene.jpg`);
  await writeFile(content('blog', `${newArticle.id}.md`), articleText(newArticle.title));

  await writeFile(
    content('blog', `${translation.id}.en.md`),
    `---\ntitle: "${translation.title}"\nexcerpt: "A short English summary written by the build test."\n---\n\n# Wearing many hats\n\n${translation.paragraph}\n`,
  );

  await writeFile(content('concerts', `${concerts.coming.id}.md`), concertText({ title: concerts.coming.title, date: '2030-05-17', city: 'Nîmes' }));
  await writeFile(content('concerts', `${concerts.past.id}.md`), concertText({ title: concerts.past.title, date: '2024-11-20', city: 'Toulouse' }));

  await copyFile(content('albums', removedAlbum.cover), content('albums', `${album.id}.jpg`));
  const { id, ...albumFields } = album;
  await writeFile(
    content('albums', `${id}.json`),
    JSON.stringify({
      ...albumFields,
      description: 'Un album de son montuno enregistré à Santiago.',
      image: `./${id}.jpg`,
      spotifyUrl: 'https://open.spotify.com/album/son-de-la-loma-example',
      tracks: ['La loma'],
    }),
  );
  // Its cover stays: the tests' other albums show it too.
  await rm(content('albums', `${removedAlbum.id}.json`));

  let removedPartnerUrl = '';
  await editJson<{ entries: { url: string }[] }>(content('partners.json'), (data) => {
    const [first, ...others] = data.entries;
    removedPartnerUrl = first?.url ?? '';
    data.entries = [...others, partner];
  });
  const sprite = content('partners', 'logos.svg');
  await writeFile(sprite, (await readFile(sprite, 'utf8')).replace('<view id="', `<view id="${partner.logo}" viewBox="0 0 240 96"/>\n  <view id="`));
  let removedSocialUrl = '';
  await editJson<{ social: { url: string }[] }>(content('settings.json'), (data) => {
    const [first, ...others] = data.social;
    removedSocialUrl = first?.url ?? '';
    data.social = [...others, social];
  });

  await editJson<Kit>(content('kits', 'quintet.json'), (kit) => {
    if (kit.inputs[0]) kit.inputs[0].microphone = rider.microphone;
  });
  await writeFile(
    content('press', 'quotes', trioQuote.file),
    `${JSON.stringify({ position: 99, journal: trioQuote.journal, extract: 'Un trio qui se tient.', author: 'Le test', ensemble: 'Trio' })}\n`,
  );
  return { removedPartnerUrl, removedSocialUrl };
}

/** The second build's changes, on top of the first's. */
export async function secondEdits(project: TempProject): Promise<void> {
  await rm(project.path('content', 'blog', `${translation.id}.en.md`));
  await writeFile(project.path('content', 'blog', `${newArticle.id}.md`), articleText(newArticle.renamed));
  await editJson<Kit>(project.path('content', 'kits', 'quintet.json'), (kit) => {
    kit.inputs.push(rider.newInput);
    // Its stand counted in the backline's hardware (the build counts the stands of each kind against the inputs on them).
    const stands = kit.hardware.find((line) => line.kind === rider.newInput.stand);
    if (stands) stands.count += 1;
    // Placed on the plot too (the build refuses an input no instrument plays), by a musician with no riser to fill.
    kit.stage.find((place) => !place.riser)?.instruments.push({ kind: 'micro-instrument', inputs: [rider.newInput.channel] });
  });
}
