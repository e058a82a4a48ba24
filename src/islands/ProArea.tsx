/**
 * The professional area: shown only to a signed-in visitor ('Chargement...' while the session is
 * checked, /auth otherwise). Each download asks the sign-pro-document function for a link, which
 * the server signs for one minute. An account the artist has not approved yet sees the public kits
 * and « Demander l'accès », which mails its request to the artist (request-pro-access). 'Supprimer
 * mon compte' asks for confirmation and the current password in a modal <dialog>, then calls the
 * delete-account function with the visitor's token and password, and signs out on this device.
 */
import { useEffect, useRef, useState } from 'react';
import type { Session } from '@supabase/supabase-js';
import { deletionFailureMessage, deletionOutcomeMessage } from '../lib/account-deletion';
import { LANGUAGE_FIELD, defaultLanguage, type Language } from '../lib/languages';
import type { Dictionary } from '../i18n/index.ts';
import { fillTemplate } from '../lib/template';
import { documentTypeOf } from '../lib/pro-documents';
import { getSupabase, signOut } from '../browser/supabase-client';

export interface ProDocument {
  name: string;
  size: string;
  /** In the private bucket; its extension is the type the list shows (documentTypeOf). */
  path: string;
}

export interface ProCategory {
  id: string;
  title: string;
  documents: ProDocument[];
}

/** An ensemble's public press kit, listed above the gated documents. */
export interface KitLink {
  name: string;
  path: string;
}

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
  /** The area's words in the page's language, handed over by the page: the island ships no other language's. */
  text: Dictionary['proArea'];
  /** The home page in the page's language. */
  homePath: string;
  /** Where a visitor whose session ends goes: the sign-in page, bringing them back here (signInPathReturningTo). */
  signInPath: string;
}

type DownloadState = { status: 'preparing' } | { status: 'failed'; message: string };

/** Whether the artist has approved this account: its own row of pro_approvals, which only it can read (RLS). */
type Approval = 'checking' | 'approved' | 'pending';

/** Where the account's request for access stands on this page: the server keeps the rest (one mail per 24 hours). */
type AccessRequest = 'idle' | 'sending' | 'sent' | 'alreadyRequested' | 'sessionExpired' | 'failed';

export default function ProArea({ categories, kits, contactEmail, contactPath, privacyEmail, retentionMonths, lang = defaultLanguage, homePath, signInPath, text }: Props) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [approval, setApproval] = useState<Approval>('checking');
  const [accessRequest, setAccessRequest] = useState<AccessRequest>('idle');
  const [downloads, setDownloads] = useState<Record<string, DownloadState>>({});
  const [signingOut, setSigningOut] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deletionError, setDeletionError] = useState('');
  const [deletedMessage, setDeletedMessage] = useState('');
  // Read by the auth listener: the sign-out that follows a deletion must not send the visitor to /auth.
  const deletedRef = useRef(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const deletedHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let unsubscribe = () => {};
    void getSupabase().then((supabase) => {
      // The first event (INITIAL_SESSION) carries the checked session; later ones follow other tabs.
      const { data } = supabase.auth.onAuthStateChange((_event, current) => {
        if (!current && !deletedRef.current) window.location.replace(signInPath);
        setSession(current);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => unsubscribe();
    // Once, on arrival: the language is the page's and does not change while it lives.
  }, []);

  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    void getSupabase().then(async (supabase) => {
      const { data, error } = await supabase.from('pro_approvals').select('user_id').eq('user_id', userId).maybeSingle();
      // A failed check shows the documents: the signing function refuses them anyway if the account is not approved.
      setApproval(error || data ? 'approved' : 'pending');
    });
  }, [userId]);

  // The confirmation replaces the whole area: focus goes to it, as to a new page.
  useEffect(() => {
    if (deletedMessage) deletedHeadingRef.current?.focus();
  }, [deletedMessage]);

  async function download(document: ProDocument) {
    setDownloads((all) => ({ ...all, [document.path]: { status: 'preparing' } }));
    try {
      const supabase = await getSupabase();
      const { data, error } = await supabase.functions.invoke<{ signedUrl: string }>('sign-pro-document', { body: { path: document.path } });
      const context: unknown = (error as { context?: unknown } | null)?.context;
      if (context instanceof Response && context.status === 403) {
        setApproval('pending');
        setDownloads(({ [document.path]: _refused, ...others }) => others);
        return;
      }
      if (error || !data) throw error ?? new Error('no signed URL');
      const link = window.document.createElement('a');
      link.href = data.signedUrl;
      link.rel = 'noopener';
      link.click();
      setDownloads(({ [document.path]: _done, ...others }) => others);
    } catch (exception) {
      console.error(exception);
      setDownloads((all) => ({ ...all, [document.path]: { status: 'failed', message: text.downloadFailed } }));
    }
  }

  // Asked by the account, not sent on its own when the pending state shows: signing up to read the
  // public kits is not asking the artist for his contracts, and his inbox gets only the requests meant.
  async function requestAccess() {
    setAccessRequest('sending');
    try {
      const supabase = await getSupabase();
      const { data, error } = await supabase.functions.invoke<{ approved?: boolean }>('request-pro-access', { method: 'POST', body: {} });
      if (!error) {
        // Approved meanwhile: the documents are there, no request to send.
        if (data?.approved) setApproval('approved');
        else setAccessRequest('sent');
        return;
      }
      // A non-2xx answer carries its Response; a network failure carries none.
      const context: unknown = (error as { context?: unknown }).context;
      const status = context instanceof Response ? context.status : null;
      setAccessRequest(status === 429 ? 'alreadyRequested' : status === 401 ? 'sessionExpired' : 'failed');
    } catch (exception) {
      console.error(exception);
      setAccessRequest('failed');
    }
  }

  async function leave() {
    setSigningOut(true);
    await signOut();
  }

  function askToDelete() {
    setDeletionError('');
    dialogRef.current?.showModal();
    // The safe choice first: showModal would focus the first link of the explanation.
    cancelRef.current?.focus();
  }

  async function deleteAccount() {
    setDeleting(true);
    setDeletionError('');
    try {
      const supabase = await getSupabase();
      // The current password: a token alone, which a thief could hold, deletes nothing.
      const password = passwordRef.current?.value ?? '';
      const { data, error } = await supabase.functions.invoke<unknown>('delete-account', { method: 'POST', body: { password, [LANGUAGE_FIELD]: lang } });
      if (error) {
        // A non-2xx answer carries its Response; a network failure carries none.
        const context: unknown = (error as { context?: unknown }).context;
        const answer = context instanceof Response ? { status: context.status, body: await context.json().catch(() => null) } : null;
        setDeletionError(deletionFailureMessage(answer, text.deletion));
        return;
      }
      deletedRef.current = true;
      setDeletedMessage(deletionOutcomeMessage(data, text.deletion));
      dialogRef.current?.close();
      // The account and its sessions are gone on the server: only this device still holds one.
      await supabase.auth.signOut({ scope: 'local' });
      document.dispatchEvent(new CustomEvent('auth:changed'));
    } catch (exception) {
      console.error(exception);
      setDeletionError(deletionFailureMessage(null, text.deletion));
    } finally {
      setDeleting(false);
    }
  }

  if (deletedMessage) {
    return (
      <section aria-labelledby="compte-supprime" className="mx-auto max-w-2xl px-4 pb-20 text-center sm:px-6">
        <h2 id="compte-supprime" ref={deletedHeadingRef} tabIndex={-1} className="font-display text-3xl font-semibold text-cream">
          {text.deletedTitle}
        </h2>
        <p className="mt-4 text-lg text-sand">{deletedMessage}</p>
        <p className="mt-8">
          <a href={homePath} className="rounded-full bg-amber px-5 py-2.5 font-semibold text-night hover:bg-cream">
            {text.backHome}
          </a>
        </p>
      </section>
    );
  }

  if (!session) {
    return (
      <p role="status" className="py-24 text-center text-lg text-sand">
        {text.loading}
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-night-line bg-night-soft px-5 py-4">
        <p className="text-sand">
          {text.signedInAs} <strong className="text-cream">{session.user.email}</strong>
        </p>
        <p className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => void leave()}
            disabled={signingOut}
            className="rounded-full border border-amber px-5 py-2 text-sm font-semibold text-amber hover:bg-amber hover:text-night disabled:opacity-70"
          >
            {signingOut ? text.signingOut : text.signOut}
          </button>
          <button
            type="button"
            onClick={askToDelete}
            aria-haspopup="dialog"
            className="rounded-full border border-rumba px-5 py-2 text-sm font-semibold text-cream hover:bg-rumba hover:text-night"
          >
            {text.deleteAccount}
          </button>
        </p>
      </div>

      <dialog
        ref={dialogRef}
        aria-labelledby="suppression-titre"
        aria-describedby="suppression-consequences"
        // Escape while the request runs would hide its outcome.
        onCancel={(event) => {
          if (deleting) event.preventDefault();
        }}
        className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-2xl border border-night-line bg-night-soft p-6 text-cream backdrop:bg-night/85 sm:p-8"
      >
        <h2 id="suppression-titre" className="font-display text-2xl font-semibold">
          {text.deleteTitle}
        </h2>
        <div id="suppression-consequences" className="mt-4 space-y-3 text-sand">
          <p>
            {text.deleteConsequences.before}
            <strong className="text-cream">{session.user.email}</strong>
            {text.deleteConsequences.after}
          </p>
          <p>
            {fillTemplate(text.contactMessagesKept, { months: retentionMonths })}{' '}
            <a href={`mailto:${privacyEmail}`} className="text-amber underline">
              {privacyEmail}
            </a>
            .
          </p>
        </div>
        <p className="mt-4">
          <label htmlFor="suppression-mot-de-passe" className="block text-sm font-medium text-cream">
            {text.currentPassword}
          </label>
          <input
            ref={passwordRef}
            id="suppression-mot-de-passe"
            type="password"
            autoComplete="current-password"
            aria-describedby="suppression-erreur"
            className="mt-2 block w-full rounded-md border border-night-line bg-night px-3 py-2.5 text-base text-cream focus:border-amber"
          />
        </p>
        <p id="suppression-erreur" role="alert" className="mt-4 min-h-6 text-sm font-medium text-rumba">
          {deletionError}
        </p>
        <p className="mt-2 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            onClick={() => dialogRef.current?.close()}
            disabled={deleting}
            className="rounded-full border border-amber px-5 py-2 font-semibold text-amber hover:bg-amber hover:text-night disabled:opacity-70"
          >
            {text.cancel}
          </button>
          <button
            type="button"
            onClick={() => void deleteAccount()}
            disabled={deleting}
            aria-busy={deleting}
            className="rounded-full bg-rumba px-5 py-2 font-semibold text-night hover:bg-cream disabled:cursor-wait disabled:opacity-70"
          >
            {deleting ? text.deleting : text.confirmDelete}
          </button>
        </p>
      </dialog>

      <section aria-labelledby="kits-presse" className="mt-10 rounded-2xl border border-night-line bg-night-soft p-6">
        <h2 id="kits-presse" className="font-display text-2xl font-semibold text-cream">
          {text.kitsTitle}
        </h2>
        <p className="mt-2 text-sand">{text.kitsLead}</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {kits.map((kit) => (
            <li key={kit.path}>
              <a href={kit.path} className="inline-block rounded-full border border-amber px-4 py-2 text-sm font-semibold text-amber hover:bg-amber hover:text-night">
                {kit.name}
              </a>
            </li>
          ))}
        </ul>
      </section>

      {approval === 'pending' && (
        <section aria-labelledby="acces-en-attente" className="mt-10 rounded-2xl border border-amber/40 bg-night-soft p-6">
          <h2 id="acces-en-attente" className="font-display text-2xl font-semibold text-cream">
            {text.accessPendingTitle}
          </h2>
          <p className="mt-3 text-sand">{text.accessPending}</p>
          {(accessRequest === 'idle' || accessRequest === 'sending' || accessRequest === 'failed') && (
            <p className="mt-5">
              <button
                type="button"
                onClick={() => void requestAccess()}
                disabled={accessRequest === 'sending'}
                aria-busy={accessRequest === 'sending'}
                className="rounded-full bg-amber px-5 py-2.5 font-semibold text-night hover:bg-cream disabled:cursor-wait disabled:opacity-70"
              >
                {accessRequest === 'sending' ? text.requestingAccess : text.requestAccess}
              </button>
            </p>
          )}
          <p role="status" className={`mt-4 ${accessRequest === 'failed' || accessRequest === 'sessionExpired' ? 'font-medium text-rumba' : 'text-cream'}`}>
            {accessRequest === 'sent' || accessRequest === 'alreadyRequested' || accessRequest === 'sessionExpired' ? text.accessRequest[accessRequest] : null}
            {accessRequest === 'failed' && (
              <>
                {text.accessRequest.failed}{' '}
                <a href={`mailto:${contactEmail}`} className="text-amber underline">
                  {contactEmail}
                </a>
                .
              </>
            )}
          </p>
        </section>
      )}

      <div className="mt-10 grid gap-8 md:grid-cols-2" hidden={approval === 'pending'}>
        {categories.map((category) => (
          <section key={category.id} aria-labelledby={`categorie-${category.id}`} className="rounded-2xl border border-night-line bg-night-soft p-6">
            <h2 id={`categorie-${category.id}`} className="font-display text-2xl font-semibold text-cream">
              {category.title}
            </h2>
            <ul className="mt-4 divide-y divide-night-line">
              {category.documents.map((document) => {
                const state = downloads[document.path];
                const preparing = state?.status === 'preparing';
                return (
                  <li key={document.path} className="flex flex-wrap items-center justify-between gap-3 py-3">
                    <div>
                      <p className="font-medium text-cream">{document.name}</p>
                      <p className="text-sm text-sand">
                        <span className="rounded bg-night px-1.5 py-0.5 text-xs font-semibold tracking-wide text-amber">{documentTypeOf(document.path)}</span> {document.size}
                      </p>
                      {state?.status === 'failed' && (
                        <p role="alert" className="mt-1 text-sm text-rumba">
                          {state.message}
                        </p>
                      )}
                    </div>
                    <button
                      type="button"
                      onClick={() => void download(document)}
                      disabled={preparing}
                      aria-busy={preparing}
                      className="rounded-full bg-amber px-4 py-2 text-sm font-semibold text-night hover:bg-cream disabled:cursor-wait disabled:opacity-70"
                    >
                      {preparing ? text.preparing : text.download}
                      <span className="sr-only"> {document.name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>

      <section aria-labelledby="documents-supplementaires" className="mt-10 rounded-2xl border border-amber/40 bg-night-soft p-6 text-center">
        <h2 id="documents-supplementaires" className="font-display text-2xl font-semibold text-cream">
          {text.otherDocumentTitle}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-sand">{text.otherDocumentLead}</p>
        <p className="mt-5 flex flex-wrap justify-center gap-4">
          <a
            href={`mailto:${contactEmail}?subject=${encodeURIComponent(text.otherDocumentSubject)}`}
            className="rounded-full bg-amber px-5 py-2.5 font-semibold text-night hover:bg-cream"
          >
            {contactEmail}
          </a>
          <a href={contactPath} className="rounded-full border border-amber px-5 py-2.5 font-semibold text-amber hover:bg-amber hover:text-night">
            {text.contactForm}
          </a>
        </p>
      </section>
    </div>
  );
}
