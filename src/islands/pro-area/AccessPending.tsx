/** What an account the artist has not approved yet sees instead of the documents, and its « Demander l'accès ». */
import type { AccessRequestState, ProAreaText } from './pro-area-types';

interface Props {
  text: ProAreaText;
  accessRequest: AccessRequestState;
  onRequest: () => void;
  contactEmail: string;
}

export default function AccessPending({ text, accessRequest, onRequest, contactEmail }: Props) {
  return (
    <section aria-labelledby="acces-en-attente" className="mt-10 rounded-2xl border border-amber/40 bg-night-soft p-6">
      <h2 id="acces-en-attente" className="font-display text-2xl font-semibold text-cream">
        {text.accessPendingTitle}
      </h2>
      <p className="mt-3 text-sand">{text.accessPending}</p>
      {(accessRequest === 'idle' || accessRequest === 'sending' || accessRequest === 'failed') && (
        <p className="mt-5">
          <button
            type="button"
            onClick={onRequest}
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
  );
}
