/**
 * The press kits' generated files, written at build into dist/documents/ (see src/press-kit/kits.ts):
 * riders and stage plots as PDFs, press photos at their full size and their ZIP. Static files.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getKitFiles, type KitFile } from '../../press-kit/kits';

export const getStaticPaths = (async () => (await getKitFiles()).map((document) => ({ params: { file: document.file }, props: { document } }))) satisfies GetStaticPaths;

interface Props {
  document: KitFile;
}

export const GET: APIRoute<Props> = ({ props: { document } }) => new Response(new Uint8Array(document.bytes), { headers: { 'Content-Type': document.contentType } });
