/**
 * Generated blog articles for benchmarks (scripts/bench-blog.ts, scripts/bench-share-cards.ts):
 * N markdown files sharing the images of a real article, so that a build with them measures pages,
 * not image encoding.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const categories = ['Parcours', 'Scène', 'Transmission', 'Création'];
const sentence = 'La clave guide la guitare, la voix répond aux congas, et le public finit toujours par chanter avec nous.';

function generatedArticle(index: number): string {
  const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
  const sections = Array.from({ length: 6 }, (_, section) =>
    [`# Partie ${section + 1}`, `## Détail ${section + 1}`, ...Array.from({ length: 6 }, () => `${sentence} **Note ${index}.**`)].join('\n'),
  );
  return [
    '---',
    `title: "Article généré numéro ${index}"`,
    `excerpt: "Un article de mesure, le numéro ${index}."`,
    'image: ./bench-images/couverture.jpg',
    `publishedAt: ${day}`,
    `category: ${categories[index % categories.length]}`,
    'photos:',
    ...['un', 'deux', 'trois'].flatMap((name) => [`  - image: ./bench-images/photo-${name}.jpg`, `    caption: "Photo ${name}"`]),
    'videos:',
    '  - title: "Vidéo de mesure"',
    '    youtubeUrl: https://youtu.be/Yb7cLa9vT2k',
    'relatedLinks:',
    '  - type: album',
    '    title: "La discographie"',
    '    url: /discographie',
    '---',
    sections.join('\n'),
  ].join('\n');
}

/** The images every generated article uses, taken from a real article of the project. */
const imageFolder = join(process.cwd(), 'content', 'blog', 'entre-deux-mondes-voyage-musical-havane-paris');
const images = [
  ['couverture.jpg', 'couverture.jpg'],
  ['havane-malecon.jpg', 'photo-un.jpg'],
  ['paris-toits.jpg', 'photo-deux.jpg'],
  ['club-jazz.jpg', 'photo-trois.jpg'],
] as const;

/** Writes `count` articles (article-genere-0.md …) and their shared images into a blog folder. */
export async function writeGeneratedArticles(blogFolder: string, count: number): Promise<void> {
  await mkdir(join(blogFolder, 'bench-images'), { recursive: true });
  for (const [from, to] of images) await copyFile(join(imageFolder, from), join(blogFolder, 'bench-images', to));
  for (let index = 0; index < count; index += 1) await writeFile(join(blogFolder, `article-genere-${index}.md`), generatedArticle(index));
}
