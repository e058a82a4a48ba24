import { describe, expect, it } from 'vitest';
import { deletionFailureMessage, deletionOutcomeMessage } from '../../src/lib/account-deletion';
import { proAreaText } from '../../src/lib/pro-area-text';

describe('deletionOutcomeMessage', () => {
  it('confirms a deletion, and says so when the account was already gone', () => {
    expect(deletionOutcomeMessage({ deleted: true, message: 'Votre compte a été supprimé.' })).toBe(proAreaText.fr.deletion.deleted);
    expect(deletionOutcomeMessage({ deleted: false, message: 'Ce compte a déjà été supprimé.' })).toBe(proAreaText.fr.deletion.alreadyDeleted);
    expect(deletionOutcomeMessage(null)).toBe(proAreaText.fr.deletion.deleted);
  });
});

describe('deletionFailureMessage', () => {
  it('tells a visitor whose request never arrived to check the connection', () => {
    expect(deletionFailureMessage(null)).toBe(proAreaText.fr.deletion.network);
  });

  it("shows the function's own French error as it is", () => {
    expect(deletionFailureMessage({ status: 401, body: { error: 'Connectez-vous pour supprimer votre compte.' } })).toBe('Connectez-vous pour supprimer votre compte.');
    expect(deletionFailureMessage({ status: 500, body: { error: "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant." } })).toBe(
      "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant.",
    );
  });

  it("puts the gateway's English 401 and any unreadable answer into French", () => {
    expect(deletionFailureMessage({ status: 401, body: { msg: 'Invalid JWT' } })).toBe(proAreaText.fr.deletion.sessionExpired);
    expect(deletionFailureMessage({ status: 502, body: null })).toBe(proAreaText.fr.deletion.failed);
    expect(deletionFailureMessage({ status: 500, body: { error: '' } })).toBe(proAreaText.fr.deletion.failed);
  });
});
