import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { addMissingPosters, fetchPoster, fileLanguage, posterPath, posterlessVideos, withPosterFields } from '../../../scripts/lib/video-posters';

const folderFile = `{
  "title": "Cimarrón, en concert",
  "youtube": "https://www.youtube.com/watch?v=Qm4cT7rVb2A",
  "description": "Le quintet.",
  "uploadDate": "2023-03-18"
}
`;

const ensemblesFile = `{
  "entries": [
    {
      "id": "quintet",
      "members": ["a", "b"],
      "video": {
        "title": "Palenque",
        "youtube": "https://youtu.be/Lr8xN2kHw5E"
      }
    },
    {
      "id": "trio",
      "video": {
        "youtube": "https://youtu.be/Hd3pYw9sZ1c",
        "poster": "./videos/posters/Hd3pYw9sZ1c.jpg",
        "title": "Guajira"
      }
    }
  ]
}
`;

const article = `---
title: "Un article"
videos:
  - title: "Cimarrón, en concert à Paris"
    youtubeUrl: https://www.youtube.com/embed/Hn2vK5tWq8U?rel=0
  - title: "Déjà illustrée"
    youtubeUrl: https://youtu.be/mQ4zR8sPx1E
    poster: ../videos/posters/mQ4zR8sPx1E.jpg
relatedLinks:
  - type: album
    title: "Les albums"
    url: /discographie
---

Le texte.
`;

/** A JPEG of the given size, as YouTube's image host would answer. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c05a1a' } })
    .jpeg()
    .toBuffer();

/** A stand-in for fetch answering only the addresses given, 404 elsewhere; it notes every address asked. */
function fakeFetch(images: Record<string, Buffer>): typeof fetch & { asked: string[] } {
  const asked: string[] = [];
  const impl = async (input: string | URL | Request) => {
    const url = String(input);
    asked.push(url);
    const body = images[url];
    return body ? new Response(new Uint8Array(body), { status: 200, headers: { 'content-type': 'image/jpeg' } }) : new Response('', { status: 404 });
  };
  return Object.assign(impl as typeof fetch, { asked });
}

describe('finding the videos without a poster in a content file', () => {
  it('finds a folder entry’s video, with its title', () => {
    expect(posterlessVideos(folderFile)).toEqual([{ youtubeId: 'Qm4cT7rVb2A', title: 'Cimarrón, en concert', line: 2, indent: '  ', json: true }]);
  });

  it('finds a video nested in a list entry and skips the one that has a poster', () => {
    const videos = posterlessVideos(ensemblesFile);
    expect(videos.map(({ youtubeId, title }) => ({ youtubeId, title }))).toEqual([{ youtubeId: 'Lr8xN2kHw5E', title: 'Palenque' }]);
  });

  it('reads an article’s front matter list, item by item', () => {
    expect(posterlessVideos(article).map(({ youtubeId, title, json }) => ({ youtubeId, title, json }))).toEqual([
      { youtubeId: 'Hn2vK5tWq8U', title: 'Cimarrón, en concert à Paris', json: false },
    ]);
  });

  it('names the language of a file from its name', () => {
    expect([fileLanguage('content/media/videos/x.json'), fileLanguage('content/blog/a.en.md'), fileLanguage('content/ensembles.es.json')]).toEqual(['fr', 'en', 'es']);
  });
});

describe('writing a poster’s fields', () => {
  it('adds them after the link in JSON, which stays valid, the rest of the file untouched', () => {
    const [video] = posterlessVideos(ensemblesFile);
    const written = withPosterFields(ensemblesFile, [{ video: video!, poster: './videos/posters/Lr8xN2kHw5E.jpg', alt: 'Le quintet' }]);
    const entries = (JSON.parse(written) as { entries: { video: Record<string, string> }[] }).entries;
    expect(entries[0]?.video).toEqual({ title: 'Palenque', youtube: 'https://youtu.be/Lr8xN2kHw5E', poster: './videos/posters/Lr8xN2kHw5E.jpg', posterAlt: 'Le quintet' });
    expect(written).toContain('"members": ["a", "b"],');
    expect(posterlessVideos(written)).toEqual([]);
  });

  it('adds them to the list item of a markdown front matter', () => {
    const [video] = posterlessVideos(article);
    const written = withPosterFields(article, [{ video: video!, poster: '../videos/posters/Hn2vK5tWq8U.jpg', alt: 'Image de la vidéo « Cimarrón »' }]);
    expect(written).toContain(
      '    youtubeUrl: https://www.youtube.com/embed/Hn2vK5tWq8U?rel=0\n    poster: ../videos/posters/Hn2vK5tWq8U.jpg\n    posterAlt: "Image de la vidéo « Cimarrón »"\n  - title: "Déjà illustrée"',
    );
    expect(posterlessVideos(written)).toEqual([]);
  });

  it('writes the path from the file’s folder, as image() reads it', () => {
    expect(posterPath('content/media/videos/x.json', 'content/videos/posters/A.jpg')).toBe('../../videos/posters/A.jpg');
    expect(posterPath('content/ensembles.json', 'content/videos/posters/A.jpg')).toBe('./videos/posters/A.jpg');
  });
});

describe('fetching a poster from YouTube', () => {
  it('takes the largest thumbnail there is and cuts the 4:3 ones to the 16:9 frame', async () => {
    const fetchImpl = fakeFetch({ 'https://i.ytimg.com/vi/Qm4cT7rVb2A/hqdefault.jpg': await jpeg(480, 360) });
    const poster = await fetchPoster('Qm4cT7rVb2A', fetchImpl);
    expect(fetchImpl.asked).toEqual([
      'https://i.ytimg.com/vi/Qm4cT7rVb2A/maxresdefault.jpg',
      'https://i.ytimg.com/vi/Qm4cT7rVb2A/sddefault.jpg',
      'https://i.ytimg.com/vi/Qm4cT7rVb2A/hqdefault.jpg',
    ]);
    expect(await sharp(poster!).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 270 });
  });

  it('gives nothing for a video YouTube has no image of', async () => {
    expect(await fetchPoster('Qm4cT7rVb2A', fakeFetch({}))).toBeNull();
  });
});

describe('npm run videos:posters over a content folder', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores each video’s poster once, writes its fields in every file that shows it, and does nothing the second time', async () => {
    root = mkdtempSync(join(tmpdir(), 'posters-'));
    mkdirSync(join(root, 'media', 'videos'), { recursive: true });
    mkdirSync(join(root, 'blog'));
    writeFileSync(join(root, 'media', 'videos', 'cimarron.json'), folderFile);
    writeFileSync(join(root, 'blog', 'article.en.md'), article.replace('Hn2vK5tWq8U', 'Qm4cT7rVb2A'));
    // The artist's guide shows a video in its examples: left as it is.
    writeFileSync(join(root, 'README.md'), article);
    const fetchImpl = fakeFetch({ 'https://i.ytimg.com/vi/Qm4cT7rVb2A/maxresdefault.jpg': await jpeg(1280, 720) });

    const report = await addMissingPosters(root, fetchImpl);
    expect(report).toEqual({ written: [join(root, 'blog', 'article.en.md'), join(root, 'media', 'videos', 'cimarron.json')], missing: [] });
    expect(fetchImpl.asked).toEqual(['https://i.ytimg.com/vi/Qm4cT7rVb2A/maxresdefault.jpg']);
    expect(existsSync(join(root, 'videos', 'posters', 'Qm4cT7rVb2A.jpg'))).toBe(true);
    expect(JSON.parse(readFileSync(join(root, 'media', 'videos', 'cimarron.json'), 'utf8'))).toMatchObject({
      poster: '../../videos/posters/Qm4cT7rVb2A.jpg',
      posterAlt: 'Image de la vidéo « Cimarrón, en concert »',
    });
    expect(readFileSync(join(root, 'blog', 'article.en.md'), 'utf8')).toContain('posterAlt: "Still from the video “Cimarrón, en concert à Paris”"');

    const again = await addMissingPosters(root, fetchImpl);
    expect(again).toEqual({ written: [], missing: [] });
    expect(fetchImpl.asked).toHaveLength(1);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toBe(article);
  });

  it('reports a video YouTube gives no image for, and leaves its file as it was', async () => {
    root = mkdtempSync(join(tmpdir(), 'posters-'));
    writeFileSync(join(root, 'interview.json'), folderFile);
    expect(await addMissingPosters(root, fakeFetch({}))).toEqual({ written: [], missing: [{ file: join(root, 'interview.json'), youtubeId: 'Qm4cT7rVb2A' }] });
    expect(readFileSync(join(root, 'interview.json'), 'utf8')).toBe(folderFile);
  });
});
