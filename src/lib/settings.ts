/**
 * The settings the artist edits in content/settings.json (contact addresses, phone, management,
 * newsletter, social links), checked when the site configuration loads: a wrong value stops the
 * build with a French message naming the field.
 */
import { z } from 'zod';
import { inStudio } from './studio-fields.ts';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'twitter', 'tiktok', 'spotify'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const email = (what: string) => z.email({ error: `${what} : adresse e-mail attendue, par exemple contact@mondomaine.fr` });
const webAddress = (what: string) => z.url({ protocol: /^https$/, error: `${what} : adresse web attendue, commençant par https://` });
const text = (what: string) =>
  z
    .string({ error: `${what} : texte attendu, entre guillemets` })
    .trim()
    .min(1, `${what} : ce champ ne peut pas être vide`);

export const siteSettingsSchema = z.object({
  contact: inStudio(
    z.object({
      email: inStudio(email('adresse de contact'), { label: 'Adresse de contact' }),
      bookingEmail: inStudio(email('adresse de booking'), { label: 'Adresse de booking' }),
      pressEmail: inStudio(email('adresse presse'), { label: 'Adresse presse' }),
      phone: inStudio(
        z
          .string({ error: 'téléphone : texte attendu, entre guillemets' })
          .regex(/^\+?[\d ]{8,20}$/, 'téléphone : chiffres et espaces, avec l’indicatif, par exemple +33 6 12 34 56 78'),
        { label: 'Téléphone', hint: 'Avec l’indicatif, par exemple +33 6 12 34 56 78.', invalid: 'Chiffres et espaces, avec l’indicatif.' },
      ),
    }),
    { label: 'Contact' },
  ),
  management: inStudio(
    z.object({
      name: inStudio(text('nom du management'), { label: 'Nom' }),
      // Written in each language: the footer and the contact page show the reader's.
      location: inStudio(
        z.object({
          fr: inStudio(text('ville du management, en français'), { label: 'Ville, en français', hint: 'Par exemple Paris 11e, France.' }),
          en: inStudio(text('ville du management, en anglais'), { label: 'Ville, en anglais', hint: 'Par exemple 11th arrondissement, Paris, France.' }),
          es: inStudio(text('ville du management, en espagnol'), { label: 'Ville, en espagnol', hint: 'Par exemple Distrito 11, París, Francia.' }),
        }),
        { label: 'Ville' },
      ),
      website: inStudio(webAddress('site du management'), { label: 'Site web' }),
    }),
    { label: 'Management' },
  ),
  // The site's own list (fan-signup) is what the follow panel offers; an outside newsletter is an addition.
  newsletterUrl: inStudio(webAddress('lien d’inscription à la lettre d’information').optional(), {
    label: 'Lien d’inscription à la lettre d’information',
    hint: 'Facultatif : une lettre d’information tenue ailleurs. Vide, le panneau « Suivez-moi » propose seulement les annonces de concerts près de chez soi, envoyées par le site.',
  }),
  social: inStudio(
    z
      .array(
        z.object({
          network: inStudio(z.enum(SOCIAL_NETWORKS, { error: `réseau : choisissez parmi ${SOCIAL_NETWORKS.join(', ')}` }), { label: 'Réseau' }),
          label: inStudio(text('nom affiché du réseau'), { label: 'Nom affiché' }),
          url: inStudio(webAddress('lien du réseau'), { label: 'Lien' }),
        }),
      )
      .min(1, 'réseaux : indiquez au moins un lien'),
    { label: 'Réseaux sociaux', item: 'réseau', summary: '{{fields.label}}' },
  ),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The settings, or an error listing every wrong field of `file` in French. */
export function parseSiteSettings(data: unknown, file: string): SiteSettings {
  const result = siteSettingsSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(fichier)'} : ${issue.message}`);
  throw new Error([`${file} : réglage du site incorrect.`, ...problems, 'Corrigez ces champs (ou annulez la dernière modification), puis relancez la construction.'].join('\n'));
}

/** "tel:+33600000000" for "+33 6 00 00 00 00". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
