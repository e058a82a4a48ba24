/**
 * The pro area's documents as the page lists them: content/pro-documents.json in its order, each
 * document with the size of its file in pro-documents/ (the private bucket's layout), read at
 * build: a size is never typed by hand. A listed file that is missing stops the build, in French.
 */
import { statSync } from 'node:fs';
import { getCollection } from 'astro:content';
import { readableSize } from '../../lib/press-kit';
import type { ProCategory } from '../../islands/ProArea';
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
      documents: data.documents.map((document) => {
        const file = `pro-documents/${document.path}`;
        try {
          return { ...document, size: readableSize(statSync(file).size, lang) };
        } catch {
          throw new Error(
            `content/pro-documents.json, rubrique « ${french.title} », document « ${document.name} » : le fichier ${file} est introuvable ; déposez-le dans pro-documents/ ou retirez le document de la liste.`,
          );
        }
      }),
    };
  });
}
