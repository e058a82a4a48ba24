/**
 * Netlify scheduled function: asks for a new build of the site once a day, so that the
 * pre-rendered HTML that crawlers read moves a concert to the archive within a day of its date
 * (visitors' browsers already re-sort the agenda at view time). The build hook's address comes
 * from BUILD_HOOK_URL (Netlify: Site configuration > Build & deploy > Build hooks).
 */

export interface RebuildDeps {
  hookUrl: string | undefined;
  fetch: (url: string, init: { method: 'POST' }) => Promise<{ ok: boolean; status: number }>;
  log: (message: string) => void;
}

/** What happened, for the function's log. */
export type RebuildOutcome = 'requested' | 'not-configured' | 'refused' | 'unreachable';

export async function requestDailyRebuild({ hookUrl, fetch, log }: RebuildDeps): Promise<RebuildOutcome> {
  if (!hookUrl) {
    log('Reconstruction quotidienne non faite : BUILD_HOOK_URL est vide. Créez un build hook dans Netlify et donnez son adresse à la variable BUILD_HOOK_URL du site.');
    return 'not-configured';
  }
  try {
    const response = await fetch(hookUrl, { method: 'POST' });
    if (!response.ok) {
      log(`Reconstruction quotidienne refusée par Netlify (statut ${response.status}) : vérifiez que le build hook de BUILD_HOOK_URL existe toujours.`);
      return 'refused';
    }
    log('Reconstruction quotidienne demandée : l’agenda pré-rendu sera à jour dans quelques minutes.');
    return 'requested';
  } catch (error) {
    log(`Reconstruction quotidienne impossible : le build hook ne répond pas (${error instanceof Error ? error.message : String(error)}). Nouvel essai demain.`);
    return 'unreachable';
  }
}

export default async function dailyRebuild(): Promise<Response> {
  const outcome = await requestDailyRebuild({ hookUrl: process.env['BUILD_HOOK_URL'], fetch, log: (message) => console.log(message) });
  return new Response(outcome, { status: outcome === 'requested' || outcome === 'not-configured' ? 200 : 502 });
}

export const config = { schedule: '@daily' };
