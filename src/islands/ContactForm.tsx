/**
 * The contact and booking form. It checks the shared rules (the Edge Function checks the
 * same ones again), sends once with functions.invoke('send-contact-email') and says how it
 * went, in the page's language, which it sends along so that the function answers in it too.
 * Fields are uncontrolled, so whatever a visitor typed before hydration, or before an error, is kept.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  HONEYPOT_FIELD,
  checkContactRequest,
  ensembleFromSearch,
  eventTypeFromSearch,
  type ContactField,
} from '../lib/contact-rules';
import type { Dictionary } from '../i18n/index.ts';
import { fillTemplate } from '../lib/template';
import { LANGUAGE_FIELD, defaultLanguage, type Language } from '../lib/languages';
import { getSupabase } from '../browser/supabase-client';

interface Props {
  /** The page's language: every word of the form, and the function's answers, are in it. */
  lang?: Language;
  /** The form's words in the page's language, handed over by the page: the island ships no other language's. */
  text: Dictionary['contactForm'];
  /** The ensembles' names by key, for a link that names one (a kit's 'Demander une date'). */
  ensembles?: Readonly<Record<string, string>>;
}

/** Past this, the visitor is told it failed rather than left waiting. */
const SEND_TIMEOUT_MS = 20_000;

type Notice = { kind: 'success' | 'error'; text: string } | undefined;

function isRateLimited(error: unknown): boolean {
  const context: unknown = typeof error === 'object' && error !== null && 'context' in error ? error.context : undefined;
  return context instanceof Response && context.status === 429;
}

const inputClass = 'mt-2 block w-full rounded-lg border border-night-line bg-night px-4 py-3 text-cream placeholder:text-sand/60 focus:border-amber aria-invalid:border-rumba';
const labelClass = 'block font-semibold';

/** The one-line text inputs, with the types and autocomplete hints a phone keyboard understands. */
const TEXT_INPUTS = [
  { name: 'nom', type: 'text', autoComplete: 'name', maxLength: CONTACT_LIMITS.nomMax, required: true },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: CONTACT_LIMITS.emailMax, required: true },
  { name: 'telephone', type: 'tel', autoComplete: 'tel', maxLength: CONTACT_LIMITS.telephoneMax, required: false },
] as const satisfies readonly { name: ContactField; type: string; autoComplete: string; maxLength: number; required: boolean }[];

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-amber">
      {' '}
      *
    </span>
  );
}

export default function ContactForm({ lang = defaultLanguage, ensembles = {}, text }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a second click in the same frame must already see the send under way.
  const sendingRef = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(undefined);
  const [invalidField, setInvalidField] = useState<ContactField | undefined>(undefined);

  useEffect(() => {
    const preselected = eventTypeFromSearch(window.location.search);
    const select = formRef.current?.elements.namedItem('type_evenement');
    if (preselected !== '' && select instanceof HTMLSelectElement && select.value === '') select.value = preselected;
    // The form has no ensemble field (the function's rules do not know one): the ensemble asked for opens the message.
    const ensemble = ensembleFromSearch(window.location.search, ensembles);
    const message = formRef.current?.elements.namedItem('message');
    if (ensemble && message instanceof HTMLTextAreaElement && message.value === '') message.value = `${fillTemplate(text.ensembleLine, { ensemble })}\n`;
    setHydrated(true);
  }, []);

  const errorId = `${id}-erreur`;
  const fieldId = (name: string) => `${id}-${name}`;
  const invalidProps = (name: ContactField) => (invalidField === name ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});

  // The SDK downloads while the visitor types, so that sending does not wait for it on a slow phone.
  function warmUpClient() {
    getSupabase().catch(() => undefined);
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    setNotice(undefined);
    setInvalidField(undefined);

    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    const check = checkContactRequest(Object.fromEntries(CONTACT_FIELDS.map((name) => [name, value(name)])), lang);
    if (!check.ok) {
      setNotice({ kind: 'error', text: check.message });
      setInvalidField(check.field);
      const field = check.field === undefined ? null : form.elements.namedItem(check.field);
      if (field instanceof HTMLElement) field.focus();
      return;
    }

    sendingRef.current = true;
    setSending(true);
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.functions.invoke('send-contact-email', {
        body: { ...check.request, [HONEYPOT_FIELD]: value(HONEYPOT_FIELD), [LANGUAGE_FIELD]: lang },
        timeout: SEND_TIMEOUT_MS,
      });
      if (error) throw error;
      form.reset();
      setNotice({ kind: 'success', text: text.success });
    } catch (error) {
      console.error("Formulaire de contact : l'envoi a échoué", error);
      setNotice({ kind: 'error', text: isRateLimited(error) ? text.rateLimited : text.failure });
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} onFocus={warmUpClient} aria-busy={sending} className="space-y-6">
      <p className="text-sm text-sand">
        {text.requiredNote.before}
        <span className="text-amber">*</span>
        {text.requiredNote.after}
      </p>

      <div className="grid gap-6 sm:grid-cols-2">
        {TEXT_INPUTS.map(({ name, type, autoComplete, maxLength, required }) => (
          <div key={name}>
            <label className={labelClass} htmlFor={fieldId(name)}>
              {text.labels[name]}
              {required && <RequiredMark />}
            </label>
            <input
              className={inputClass}
              id={fieldId(name)}
              name={name}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              required={required}
              {...invalidProps(name)}
            />
          </div>
        ))}
        <div>
          <label className={labelClass} htmlFor={fieldId('type_evenement')}>
            {text.labels.type_evenement}
          </label>
          <select className={inputClass} id={fieldId('type_evenement')} name="type_evenement" defaultValue="" {...invalidProps('type_evenement')}>
            <option value="">{text.eventTypeNone}</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EVENT_TYPE_LABELS[lang][type]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label className={labelClass} htmlFor={fieldId('date')}>
            {text.labels.date}
          </label>
          <input className={`${inputClass} sm:max-w-xs`} id={fieldId('date')} name="date" type="date" {...invalidProps('date')} />
        </div>
      </div>

      <div>
        <label className={labelClass} htmlFor={fieldId('message')}>
          {text.labels.message}
          <RequiredMark />
        </label>
        <textarea
          className={`${inputClass} min-h-40`}
          id={fieldId('message')}
          name="message"
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          required
          aria-describedby={invalidField === 'message' ? `${errorId} ${fieldId('message-aide')}` : fieldId('message-aide')}
          {...(invalidField === 'message' ? { 'aria-invalid': true as const } : {})}
        />
        <p id={fieldId('message-aide')} className="mt-2 text-sm text-sand">
          {text.messageHint}
        </p>
      </div>

      {/* Hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{text.honeypotLabel}</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary disabled:cursor-not-allowed disabled:opacity-70" disabled={!hydrated || sending}>
          {sending ? text.sending : text.submit}
        </button>
      </div>

      {/* Both regions stay in the page, empty or not, so that screen readers announce each change. */}
      <div role="status">{notice?.kind === 'success' && <p className="font-semibold text-amber">{notice.text}</p>}</div>
      <div id={errorId} role="alert">
        {notice?.kind === 'error' && <p className="rounded-lg border border-rumba/70 bg-rumba/10 px-4 py-3 font-semibold text-cream">{notice.text}</p>}
      </div>
    </form>
  );
}
