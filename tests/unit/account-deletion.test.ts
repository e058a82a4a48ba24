import { describe, expect, it } from 'vitest';
import { deletionFailureMessage, deletionOutcomeMessage } from '../../src/lib/account-deletion';
import { dictionaries } from '../../src/i18n/index.ts';

const messages = dictionaries.fr.proArea.deletion;

describe('deletionOutcomeMessage', () => {
  it('confirms a deletion, and says so when the account was already gone', () => {
    expect(deletionOutcomeMessage({ deleted: true, message: 'Votre compte a été supprimé.' }, messages)).toBe(messages.deleted);
    expect(deletionOutcomeMessage({ deleted: false, message: 'Ce compte a déjà été supprimé.' }, messages)).toBe(messages.alreadyDeleted);
    expect(deletionOutcomeMessage(null, messages)).toBe(messages.deleted);
  });
});

describe('deletionFailureMessage', () => {
  it('tells a visitor whose request never arrived to check the connection', () => {
    expect(deletionFailureMessage(null, messages)).toBe(messages.network);
  });

  it("shows the function's own French error as it is", () => {
    expect(deletionFailureMessage({ status: 401, body: { error: 'Connectez-vous pour supprimer votre compte.' } }, messages)).toBe('Connectez-vous pour supprimer votre compte.');
    expect(deletionFailureMessage({ status: 500, body: { error: "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant." } }, messages)).toBe(
      "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant.",
    );
  });

  it("puts the gateway's English 401 and any unreadable answer into French", () => {
    expect(deletionFailureMessage({ status: 401, body: { msg: 'Invalid JWT' } }, messages)).toBe(messages.sessionExpired);
    expect(deletionFailureMessage({ status: 502, body: null }, messages)).toBe(messages.failed);
    expect(deletionFailureMessage({ status: 500, body: { error: '' } }, messages)).toBe(messages.failed);
  });
});
