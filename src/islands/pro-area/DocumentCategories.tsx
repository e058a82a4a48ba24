/**
 * The gated documents by category. Each download asks the sign-pro-document function for a link,
 * which the server signs for one minute; a refusal (403) means the account is not approved.
 */
import { useState } from 'react';
import { documentTypeOf } from '../../lib/pro-documents';
import { getSupabase } from '../../browser/supabase-client';
import type { ProAreaText, ProCategory, ProDocument } from './pro-area-types';

type DownloadState = { status: 'preparing' } | { status: 'failed'; message: string };

interface Props {
  text: ProAreaText;
  categories: ProCategory[];
  hidden: boolean;
  /** The server refused a document: the account is not approved (any more). */
  onRefused: () => void;
}

export default function DocumentCategories({ text, categories, hidden, onRefused }: Props) {
  const [downloads, setDownloads] = useState<Record<string, DownloadState>>({});

  async function download(document: ProDocument) {
    setDownloads((all) => ({ ...all, [document.path]: { status: 'preparing' } }));
    try {
      const supabase = await getSupabase();
      const { data, error } = await supabase.functions.invoke<{ signedUrl: string }>('sign-pro-document', { body: { path: document.path } });
      const context: unknown = (error as { context?: unknown } | null)?.context;
      if (context instanceof Response && context.status === 403) {
        onRefused();
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

  return (
    <div className="mt-10 grid gap-8 md:grid-cols-2" hidden={hidden}>
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
  );
}
