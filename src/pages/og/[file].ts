/**
 * The share cards, drawn at build into dist/og/ (one per page, see src/share-cards/cards.ts): static files,
 * nothing runs on a server. A card whose content has not changed keeps its name and is read back
 * from the cache instead of being drawn again.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getShareCards, type ShareCard } from '../../share-cards/cards';
import { renderShareCard, reportFallbackCharacters } from '../../share-cards/render';

export const getStaticPaths = (async () => (await getShareCards()).map((card) => ({ params: { file: card.file }, props: { card } }))) satisfies GetStaticPaths;

interface Props {
  card: ShareCard;
}

export const GET: APIRoute<Props> = async ({ props: { card }, logger }) => {
  await reportFallbackCharacters(
    (await getShareCards()).map((shared) => shared.title),
    logger,
  );
  const image = await renderShareCard(card, card.file, logger);
  return new Response(new Uint8Array(image), { headers: { 'Content-Type': card.type } });
};
