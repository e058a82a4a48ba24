import { describe, expect, it } from 'vitest';
import { accountDeletionMessages, deletionFailureMessage, deletionOutcomeMessage } from '../../src/lib/account-deletion';

describe('deletionOutcomeMessage', () => {
  it('confirms a deletion, and says so when the account was already gone', () => {
    expect(deletionOutcomeMessage({ deleted: true, message: 'Votre compte a été supprimé.' })).toBe(accountDeletionMessages.deleted);
    expect(deletionOutcomeMessage({ deleted: false, message: 'Ce compte a déjà été supprimé.' })).toBe(accountDeletionMessages.alreadyDeleted);
    expect(deletionOutcomeMessage(null)).toBe(accountDeletionMessages.deleted);
  });
});

describe('deletionFailureMessage', () => {
  it('tells a visitor whose request never arrived to check the connection', () => {
    expect(deletionFailureMessage(null)).toBe(accountDeletionMessages.network);
  });

  it("shows the function's own French error as it is", () => {
    expect(deletionFailureMessage({ status: 401, body: { error: 'Connectez-vous pour supprimer votre compte.' } })).toBe('Connectez-vous pour supprimer votre compte.');
    expect(deletionFailureMessage({ status: 500, body: { error: "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant." } })).toBe(
      "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant.",
    );
  });

  it("puts the gateway's English 401 and any unreadable answer into French", () => {
    expect(deletionFailureMessage({ status: 401, body: { msg: 'Invalid JWT' } })).toBe(accountDeletionMessages.sessionExpired);
    expect(deletionFailureMessage({ status: 502, body: null })).toBe(accountDeletionMessages.failed);
    expect(deletionFailureMessage({ status: 500, body: { error: '' } })).toBe(accountDeletionMessages.failed);
  });
});
