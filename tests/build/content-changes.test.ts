import { execFile } from 'node:child_process';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult, TempProject } from '../../scripts/temp-project.ts';
import { sharedCopy } from './shared-copy.ts';

/**
 * The tests follow the artist's content instead of pinning it: in a copy of the project, an
 * album, a partner and a social link are added and one of each removed, as the studio would; the
 * site builds with them, and the checks of npm test that read content/ pass on the copy.
 */
const album = { id: 'son-de-la-loma', title: 'Son de la Loma', year: '2031' };
const partner = { id: 'festival-clave', name: 'Festival de la Clave', logo: 'festival-clave', url: 'https://festival-clave.example' };
const social = { network: 'youtube', label: 'YouTube Mambí', url: 'https://www.youtube.com/@mambi-example' };
/** Removed: one of the tests' own albums (tests/fixtures/content/albums/), and the artist's first partner and first social link, whichever they are. */
const removed = { album: 'album-des-tests-1', albumTitle: 'Album des tests n° 1', albumCover: 'album-des-tests.jpg' };

/** The checks of npm test (unit stage) that read content/, each run on whatever content it finds. */
const CONTENT_CHECKS = ['tests/unit/content.test.ts', 'tests/unit/svg-views.test.ts', 'tests/unit/settings.test.ts', 'tests/unit/pro-documents.test.ts'];

describe('content the artist adds and removes', () => {
  let project: TempProject;
  let build: BuildResult;
  let removedPartnerUrl = '';
  let removedSocialUrl = '';
  const read = (file: string) => readFile(project.path('dist', file), 'utf8');
  const editJson = async (file: string, edit: (data: Record<string, unknown>) => void) => {
    const data = JSON.parse(await readFile(project.path('content', file), 'utf8')) as Record<string, unknown>;
    edit(data);
    await writeFile(project.path('content', file), `${JSON.stringify(data, null, 2)}\n`);
  };

  beforeAll(async () => {
    project = await sharedCopy();
    const albums = project.path('content', 'albums');
    await copyFile(`${albums}/${removed.albumCover}`, `${albums}/${album.id}.jpg`);
    const { id, ...albumFields } = album;
    await writeFile(
      `${albums}/${id}.json`,
      JSON.stringify({
        ...albumFields,
        description: 'Un album de son montuno enregistré à Santiago.',
        image: `./${id}.jpg`,
        spotifyUrl: 'https://open.spotify.com/album/son-de-la-loma-example',
        tracks: ['La loma'],
      }),
    );
    // Its cover stays: the tests' other albums show it too.
    await rm(`${albums}/${removed.album}.json`);

    await editJson('partners.json', (data) => {
      const [first, ...others] = data['entries'] as { id: string; url: string }[];
      removedPartnerUrl = first?.url ?? '';
      data['entries'] = [...others, partner];
    });
    const sprite = project.path('content', 'partners', 'logos.svg');
    await writeFile(sprite, (await readFile(sprite, 'utf8')).replace('<view id="', `<view id="${partner.logo}" viewBox="0 0 240 96"/>\n  <view id="`));

    await editJson('settings.json', (data) => {
      const [first, ...others] = data['social'] as { network: string; url: string }[];
      removedSocialUrl = first?.url ?? '';
      data['social'] = [...others, social];
    });
    build = await project.build();
  });

  afterAll(async () => {
    await project.restoreContent();
  });

  it('builds', () => {
    expect(build.ok, build.output).toBe(true);
    expect(removedPartnerUrl).not.toBe('');
    expect(removedSocialUrl).not.toBe('');
  });

  it('shows the new album in the discography, and the removed one nowhere there', async () => {
    const discography = await read('discographie.html');
    expect(discography).toContain(album.title);
    expect(discography).not.toContain(`>${removed.albumTitle}<`);
  });

  it('shows the new partner in the strip and the new social link in the follow panel and the JSON-LD, the removed ones nowhere', async () => {
    const home = await read('index.html');
    expect(home).toContain(`href="${partner.url}"`);
    expect(home).not.toContain(removedPartnerUrl);
    expect(home).toContain(`href="${social.url}"`);
    expect(home).not.toContain(removedSocialUrl);
    const sameAs = /"sameAs":(\[[^\]]*\])/.exec(home)?.[1];
    expect(JSON.parse(sameAs ?? '[]')).toContain(social.url);
  });

  it("npm test's checks of content/ pass on the copy", async () => {
    const { stdout } = await promisify(execFile)('npx', ['vitest', 'run', '--project', 'unit', ...CONTENT_CHECKS], { cwd: project.root, env: { ...process.env, NO_COLOR: '1' } });
    expect(stdout).toMatch(new RegExp(`Test Files\\s+${CONTENT_CHECKS.length} passed`));
  });
});
