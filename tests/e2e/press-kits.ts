import { existsSync } from 'node:fs';
import { siteContent } from '../content-files';
import { ensembleRoutes, kitRoute } from '../../src/site.config';
import type { Language } from '../../src/lib/languages';

type Ensemble = keyof typeof ensembleRoutes;

/** The ensembles' press kit pages, for each kit content/kits/ holds, in the ensembles' order. */
export function getKitPaths(): string[] {
  return (Object.keys(ensembleRoutes) as Ensemble[])
    .filter((ensemble) => existsSync(new URL(`../../content/kits/${ensemble}.json`, import.meta.url)))
    .map((ensemble) => kitRoute(ensemble));
}

/** The first kit's ensemble: the kit press-kit.spec.ts and tests/dist/press-kit.test.ts read in each language. */
export const firstKitEnsemble: Ensemble = (Object.keys(ensembleRoutes) as Ensemble[]).find((key) => kitRoute(key) === getKitPaths()[0]) ?? 'quintet';

/** The first kit's text in a language, as its translation file writes it. */
export const translatedKit = (lang: Language) =>
  JSON.parse(siteContent.readContentText(`kits/${firstKitEnsemble}.${lang}.json`)) as { presentations: { medium: string }; inputs: { channel: number; source: string }[] };
