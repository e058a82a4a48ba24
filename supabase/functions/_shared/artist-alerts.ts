/**
 * Mails that tell the artist something on the site's side needs a look: the contact form's hourly
 * ceiling reached, the auth mails near their hourly quota, the scheduled mail retries failing. Each is sent at most once per period: the
 * sender first claims it in one conditional update of artist_alerts, so of two runs at once only
 * one mails. The texts are French and live here, one place for each alert.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { escapeHtml, type MailAddresses, type OutgoingMail } from './contact-mail.ts';

export type AlertKind = 'contact_ceiling' | 'contact_digest' | 'retry_stalled' | 'auth_mail_quota' | 'fan_ceiling' | 'fan_shared_address';

export interface AlertStore {
  /** Marks `kind` sent at `now` if it was last sent before `sentBefore`: true when this caller is to send it. */
  claim(kind: AlertKind, sentBefore: Date, now: Date): Promise<boolean>;
}

interface AlertText {
  subject: string;
  paragraphs: string[];
}

const dateTime = (date: Date): string => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

export const ALERT_TEXTS = {
  contactCeiling: (ceiling: number): AlertText => ({
    subject: `Formulaire de contact : plafond de ${ceiling} messages par heure atteint`,
    paragraphs: [
      `Le formulaire de contact du site a reçu ${ceiling} messages en moins d'une heure, toutes connexions confondues. Jusqu'à ce que l'heure soit passée, les nouveaux messages ne sont plus envoyés un par un : chacun est enregistré, le visiteur lit que sa demande est bien reçue, et l'adresse de booking les reçoit tous ensemble dans un récapitulatif, une fois par heure au plus.`,
      "S'il ne s'agit pas d'une vague de demandes réelles, c'est un envoi automatisé : il n'y a rien à faire, le plafond protège le quota du fournisseur d'envoi sans perdre aucune demande. Les messages reçus sont dans la table contact_messages (éditeur SQL de Supabase) ; ceux du récapitulatif y sont en attente (mail_status = 'held') jusqu'à son envoi.",
      'Ce mail est envoyé une fois par heure au plus.',
    ],
  }),
  authMailQuota: (sent: number, limits: { perHour: number; signupsPerHour: number }): AlertText => ({
    subject: `Mails de connexion : ${sent} envoyés en une heure, sur ${limits.perHour} au plus`,
    paragraphs: [
      `Le site a envoyé ${sent} mails de connexion (confirmations d'inscription, liens de nouveau mot de passe, codes de confirmation) en moins d'une heure ; il n'en envoie pas plus de ${limits.perHour} par heure. Les confirmations d'inscription n'en prennent que ${limits.signupsPerHour} au plus : le reste est gardé pour les liens de nouveau mot de passe et les codes.`,
      "S'il ne s'agit pas d'une vague d'inscriptions réelles, c'est sans doute un envoi automatisé vers des adresses au hasard : il n'y a rien à faire, les limites tiennent et le quota se libère de lui-même dans l'heure. Si le site grandit vraiment, relevez ensemble le quota de la fonction send-auth-email (AUTH_MAIL_LIMITS), [auth.rate_limit] email_sent dans supabase/config.toml et l'offre du fournisseur d'envoi (supabase/README.md, « Mails d'authentification »).",
      'Ce mail est envoyé une fois par heure au plus.',
    ],
  }),
  fanCeiling: (ceiling: number): AlertText => ({
    subject: `Liste des fans : plafond de ${ceiling} mails d'inscription par heure atteint`,
    paragraphs: [
      `La liste des fans a envoyé ${ceiling} mails d'inscription (liens de confirmation, liens « appliquer ces changements ») en moins d'une heure. Les suivants ne sont pas perdus : chacun est gardé et part dès que l'heure le permet, par la tâche fan-alerts (toutes les 15 minutes), du plus ancien au plus récent.`,
      "S'il ne s'agit pas d'une vague d'inscriptions réelles (un concert annoncé, un lien partagé), c'est un envoi automatisé : il n'y a rien à faire, le plafond garde le quota du fournisseur d'envoi pour les mails de booking et de connexion. Les mails en attente sont dans la table fan_deferred_mails (éditeur SQL de Supabase).",
      'Ce mail est envoyé une fois par heure au plus.',
    ],
  }),
  fanSharedAddress: (limit: number): AlertText => ({
    subject: "Liste des fans : des inscriptions arrivent sans l'adresse de leur connexion",
    paragraphs: [
      `Plus de ${limit} inscriptions à la liste des fans sont arrivées en une heure sans l'en-tête X-Forwarded-For qui donne l'adresse du visiteur : elles partagent une seule limite. Aucune n'est refusée pour autant, et les limites par boîte mail, par domaine et par heure tiennent toujours.`,
      "Si cela dure, la plateforme a sans doute cessé de transmettre l'en-tête : voyez supabase/README.md, « Adresse du client ». Ce mail est envoyé une fois par heure au plus.",
    ],
  }),
  retryStalled: (since: Date | null, refusedKey: boolean): AlertText => ({
    subject: 'Renvoi des messages de contact arrêté depuis plus de 24 heures',
    paragraphs: [
      `Aucune passe de la tâche retry-contact-emails (toutes les 5 minutes) n'a réussi ${since ? `depuis le ${dateTime(since)}` : 'depuis sa mise en service'} : les messages de contact dont le mail a échoué ne sont plus renvoyés, et les messages de plus de 24 mois ne sont plus supprimés.`,
      refusedKey
        ? "La dernière passe a été refusée : la clé qu'elle présente n'est pas la clé service_role du projet. Dans l'éditeur SQL de Supabase, remplacez le secret du Vault service_role_key par la clé service_role actuelle (Project Settings › API) : select vault.update_secret((select id from vault.secrets where name = 'service_role_key'), '<clé service_role>');"
        : 'La dernière passe a échoué pendant son exécution : ouvrez les journaux de la fonction retry-contact-emails (Edge Functions › Logs) pour en lire la cause.',
      'Suivi : select * from contact_retry_health; puis select * from contact_retry_runs order by started_at desc limit 20; (statut HTTP de chaque passe). Ce mail est envoyé une fois par panne.',
    ],
  }),
} as const;

/** An alert to the artist's contact address, from the site's sender. */
export function buildAlertMail(alert: AlertText, addresses: MailAddresses): OutgoingMail {
  return {
    from: addresses.from,
    to: [addresses.to],
    subject: alert.subject,
    text: alert.paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#1b1712">',
      ...alert.paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
      '</body></html>',
    ].join('\n'),
    reply_to: addresses.to,
  };
}

/** AlertStore over PostgREST with the service-role key: one conditional PATCH returning the row it changed. */
export function createSupabaseAlertStore(client: SupabaseClient): AlertStore {
  return {
    async claim(kind, sentBefore, now) {
      const { data, error } = await client.from('artist_alerts').update({ sent_at: now.toISOString() }).eq('kind', kind).lt('sent_at', sentBefore.toISOString()).select('kind');
      if (error) throw new Error(`claim of alert ${kind} failed: ${error.message}`);
      return data.length === 1;
    },
  };
}
