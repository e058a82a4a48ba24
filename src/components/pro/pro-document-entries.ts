/**
 * The pro area's documents as the page lists them: content/pro-documents.json in its order, each
 * document with its size written in the page's language. The size is the one npm run
 * pro-documents:push read back from the private bucket: the build never reads the files, which
 * are not in the repository.
 */
import { getCollection } from 'astro:content';
import { readableSize } from '../../lib/press-kit';
import { dictionaries } from '../../i18n/index.ts';
import type { ProCategory } from '../../islands/pro-area/pro-area-types';
import type { Language } from '../../lib/languages';
import { localized } from '../../lib/content-translations';

/** The categories with each file's size written in `lang`. */
export async function getProCategories(lang: Language): Promise<ProCategory[]> {
  const entries = (await getCollection('proDocuments')).sort((a, b) => a.data.order - b.data.order);
  return entries.map(({ id, data: french }) => {
    const data = localized(french, lang);
    return {
      id,
      title: data.title,
      // Only what the page shows: the digest stays in the list, out of the island's props.
      documents: data.documents.map(({ name, path, size }) => ({ name, path, size: readableSize(size, lang, dictionaries[lang].sizeUnits) })),
    };
  });
}
