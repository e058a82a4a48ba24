/**
 * Field rules shared by the content schemas (src/content-schemas.ts), with the French
 * message the artist reads when a value in content/ is wrong.
 */
import { z } from 'astro/zod';
import { parseYouTubeId } from './youtube.ts';
import { inStudio } from './studio-fields.ts';

/** Text that must say something; `what` names the field in the message, e.g. "titre". */
export function textField(what: string) {
  return z
    .string({ error: `${what} : texte attendu, entre guillemets` })
    .trim()
    .min(1, `${what} : ce champ ne peut pas être vide`);
}

/** A YouTube link as pasted from the browser (or a bare id), kept as its 11-character video id. */
export const youtubeField = inStudio(
  z.string({ error: 'lien YouTube : texte attendu, entre guillemets' }).transform((value, context) => {
    const id = parseYouTubeId(value);
    if (id) return id;
    context.addIssue({
      code: 'custom',
      message: `lien YouTube non reconnu : « ${value} ». Collez l’adresse de la vidéo (youtube.com/watch?v=…, youtu.be/…) ou son identifiant de 11 caractères.`,
    });
    return z.NEVER;
  }),
  {
    label: 'Lien YouTube',
    hint: 'Collez le lien YouTube tel quel (youtube.com/watch?v=…, youtu.be/…, /shorts/…) ou l’identifiant de 11 caractères.',
  },
);
