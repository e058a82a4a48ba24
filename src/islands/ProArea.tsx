/**
 * The professional area: shown only to a signed-in visitor ('Chargement...' while the session is
 * checked, /auth otherwise). An approved account downloads the gated documents; one the artist has
 * not approved yet sees the public kits and « Demander l'accès », which mails its request to the
 * artist (request-pro-access). Each concern has its file in pro-area/: the session and approval,
 * the documents, the access request, the deletion of the account.
 */
import { useState } from 'react';
import { defaultLanguage, type Language } from '../lib/languages';
import { islandText } from '../i18n/island-text.ts';
import type { KitLink, ProCategory } from './pro-area/pro-area-types';
import { useApproval, useProSession } from './pro-area/use-pro-session';
import { useAccessRequest } from './pro-area/use-access-request';
import { useAccountDeletion } from './pro-area/use-account-deletion';
import AccountDeleted from './pro-area/AccountDeleted';
import AccountBar from './pro-area/AccountBar';
import DeleteAccountDialog from './pro-area/DeleteAccountDialog';
import PressKits from './pro-area/PressKits';
import AccessPending from './pro-area/AccessPending';
import DocumentCategories from './pro-area/DocumentCategories';
import OtherDocument from './pro-area/OtherDocument';

interface Props {
  categories: ProCategory[];
  kits: KitLink[];
  contactEmail: string;
  contactPath: string;
  /** Where to ask for personal data to be erased, as the footer's privacy notice says. */
  privacyEmail: string;
  /** How long contact messages are kept, as the footer's privacy notice says. */
  retentionMonths: number;
  /** The page's language: every word of the area, and the delete-account function's answers, are in it. */
  lang?: Language;
  /** The home page in the page's language. */
  homePath: string;
  /** Where a visitor whose session ends goes: the sign-in page, bringing them back here (signInPathReturningTo). */
  signInPath: string;
}

/** The area's words, in the page's language only (src/i18n/island-text.ts). */
const proAreaText = await islandText('proArea');

export default function ProArea({ categories, kits, contactEmail, contactPath, privacyEmail, retentionMonths, lang = defaultLanguage, homePath, signInPath }: Props) {
  const text = proAreaText(lang);
  const { session, stayWhenSignedOut } = useProSession(signInPath);
  const [approval, setApproval] = useApproval(session?.user.id);
  const { accessRequest, requestAccess } = useAccessRequest(lang, () => setApproval('approved'));
  const [deletedMessage, setDeletedMessage] = useState('');
  const deletion = useAccountDeletion(lang, text.deletion, (message) => {
    stayWhenSignedOut();
    setDeletedMessage(message);
  });

  if (deletedMessage) return <AccountDeleted text={text} message={deletedMessage} homePath={homePath} />;

  if (!session) {
    return (
      <p role="status" className="py-24 text-center text-lg text-sand">
        {text.loading}
      </p>
    );
  }

  const email = session.user.email;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
      <AccountBar text={text} email={email} onDeleteAsked={deletion.askToDelete} />
      <DeleteAccountDialog text={text} deletion={deletion} email={email} privacyEmail={privacyEmail} retentionMonths={retentionMonths} />
      <PressKits text={text} kits={kits} />
      {approval === 'pending' && <AccessPending text={text} accessRequest={accessRequest} onRequest={() => void requestAccess()} contactEmail={contactEmail} />}
      <DocumentCategories text={text} categories={categories} hidden={approval === 'pending'} onRefused={() => setApproval('pending')} />
      <OtherDocument text={text} contactEmail={contactEmail} contactPath={contactPath} />
    </div>
  );
}
