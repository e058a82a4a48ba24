/**
 * The delete-account function as a pure request handler: the caller's access token says who
 * they are, their current password (in the body) proves it is them and not a stolen token, and
 * the account is deleted with the service role through the admin API. Deleting an account that
 * is already gone is not an error (a retried request, a second tab).
 */
import type { Logger } from './contact-handler.ts';
import { bearerToken, openBrowserRequest } from './function-http.ts';
import { LANGUAGE_FIELD, defaultLanguage, languageOr, type Language } from './languages.ts';

/** Who an access token belongs to: a user, a user deleted since it was issued, or nobody (anon key, bad or ended session). */
/** Whose token it is: a user (with the language stored in its metadata, when it has one), a deleted one, or no one. */
export type TokenOwner = { kind: 'user'; id: string; email: string; language?: Language } | { kind: 'deleted' } | { kind: 'none' };

export interface AccountAdmin {
  /** Asks Auth whose token this is. Throws when Auth cannot be reached. */
  ownerOf(accessToken: string): Promise<TokenOwner>;
  /** Deletes the user with the service role: true if deleted, false if it no longer existed. Throws on any other failure. */
  deleteUser(userId: string): Promise<boolean>;
  /** True when `password` signs `email` in: a re-authentication. Throws when Auth cannot be reached. */
  passwordMatches(email: string, password: string): Promise<boolean>;
}

export interface DeleteAccountOptions {
  accounts: AccountAdmin;
  /** Origins allowed to call from a browser; loopback origins always are. */
  allowedOrigins: readonly string[];
  logger?: Logger;
}

/**
 * The function's answers in the language the pro area sends (LANGUAGE_FIELD, French when absent or
 * unknown); the method and origin refusals come before the body is read, in French.
 */
export const DELETE_ACCOUNT_MESSAGES: Record<
  Language,
  Record<'deleted' | 'alreadyDeleted' | 'notSignedIn' | 'passwordRequired' | 'wrongPassword' | 'method' | 'origin' | 'failed', string>
> = {
  fr: {
    deleted: 'Votre compte a été supprimé. Vous êtes déconnecté de tous vos appareils.',
    alreadyDeleted: 'Ce compte a déjà été supprimé : il n’y a plus rien à faire.',
    notSignedIn: 'Connectez-vous pour supprimer votre compte.',
    passwordRequired: 'Saisissez votre mot de passe actuel pour confirmer la suppression du compte.',
    wrongPassword: "Mot de passe incorrect : votre compte n'a pas été supprimé.",
    method: 'Méthode non autorisée : demandez la suppression avec POST ou DELETE.',
    origin: "Cette origine n'est pas autorisée à supprimer un compte.",
    failed: "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant.",
  },
  en: {
    deleted: 'Your account has been deleted. You are signed out on all your devices.',
    alreadyDeleted: 'This account had already been deleted: there is nothing left to do.',
    notSignedIn: 'Sign in to delete your account.',
    passwordRequired: 'Enter your current password to confirm that you want to delete your account.',
    wrongPassword: 'Incorrect password: your account has not been deleted.',
    method: 'Method not allowed: ask for the deletion with POST or DELETE.',
    origin: 'This origin may not delete an account.',
    failed: 'Your account could not be deleted. Please try again in a moment.',
  },
  es: {
    deleted: 'Tu cuenta se ha eliminado. Se ha cerrado la sesión en todos tus dispositivos.',
    alreadyDeleted: 'Esta cuenta ya se había eliminado: no queda nada por hacer.',
    notSignedIn: 'Inicia sesión para eliminar tu cuenta.',
    passwordRequired: 'Introduce tu contraseña actual para confirmar la eliminación de la cuenta.',
    wrongPassword: 'Contraseña incorrecta: tu cuenta no se ha eliminado.',
    method: 'Método no permitido: pide la eliminación con POST o DELETE.',
    origin: 'Este origen no puede eliminar una cuenta.',
    failed: 'No se ha podido eliminar la cuenta. Vuelve a intentarlo dentro de un momento.',
  },
};

export function createDeleteAccountHandler(options: DeleteAccountOptions): (request: Request) => Promise<Response> {
  const { accounts, allowedOrigins } = options;
  const logger = options.logger ?? console;

  return async (request) => {
    const opened = openBrowserRequest(request, allowedOrigins, ['POST', 'DELETE'], DELETE_ACCOUNT_MESSAGES[defaultLanguage]);
    if ('answer' in opened) return opened.answer;
    const { json } = opened;

    const body: unknown = await request.json().catch(() => null);
    const fields: Record<string, unknown> = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const messages = DELETE_ACCOUNT_MESSAGES[languageOr(fields[LANGUAGE_FIELD])];
    const password = fields['password'];
    const token = bearerToken(request);
    if (!token) return json(401, { error: messages.notSignedIn });
    try {
      const owner = await accounts.ownerOf(token);
      if (owner.kind === 'none') return json(401, { error: messages.notSignedIn });
      if (owner.kind === 'user') {
        if (typeof password !== 'string' || password === '') return json(403, { error: messages.passwordRequired });
        if (!(await accounts.passwordMatches(owner.email, password))) return json(403, { error: messages.wrongPassword });
      }
      const deleted = owner.kind === 'user' && (await accounts.deleteUser(owner.id));
      return json(200, deleted ? { deleted: true, message: messages.deleted } : { deleted: false, message: messages.alreadyDeleted });
    } catch (error) {
      logger.error('delete-account: deletion failed', error instanceof Error ? error.message : String(error));
      return json(500, { error: messages.failed });
    }
  };
}
