/**
 * The contact and booking form: a message, or a booking request with its own fields
 * (BookingFields.tsx), which a kit's 'Demander une date' opens with its ensemble chosen. It checks
 * the shared rules (the Edge Function checks the same ones again), sends once with
 * functions.invoke('send-contact-email') and says how it went, in the page's language, which it
 * sends along so that the function answers, and acknowledges, in it too. Fields are uncontrolled,
 * so whatever a visitor typed before hydration, or before an error, is kept.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  BOOKING_FIELDS,
  BOOKING_KIND,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  HONEYPOT_FIELD,
  REQUEST_KIND_FIELD,
  checkContactRequest,
  ensembleFromSearch,
  eventTypeFromSearch,
  requestKindFromSearch,
  type ContactField,
  type RequestField,
  type RequestKind,
} from '../lib/contact-rules';
import { islandText } from '../i18n/island-text.ts';
import { LANGUAGE_FIELD, defaultLanguage, type Language } from '../lib/languages';
import { getSupabase } from '../browser/supabase-client';
import BookingFields from './BookingFields';
import { inputClass, labelClass, RequiredMark } from './form-parts';

interface Props {
  /** The page's language: every word of the form, and the function's answers, are in it. */
  lang?: Language;
  /** The ensembles' names by key: the booking request's choices, and a link may name one by key (a kit's 'Demander une date'). */
  ensembles?: Readonly<Record<string, string>>;
  /** Each ensemble's indicative fee, by its name, written in the page's language: the booking request shows the chosen one's. */
  fees?: Readonly<Record<string, string>>;
}

/** Past this, the visitor is told it failed rather than left waiting. */
const SEND_TIMEOUT_MS = 20_000;

type Notice = { kind: 'success' | 'error'; text: string } | undefined;

function isRateLimited(error: unknown): boolean {
  const context: unknown = typeof error === 'object' && error !== null && 'context' in error ? error.context : undefined;
  return context instanceof Response && context.status === 429;
}

const REQUEST_KINDS = ['message', BOOKING_KIND] as const satisfies readonly RequestKind[];

/** The one-line text inputs, with the types and autocomplete hints a phone keyboard understands. */
const TEXT_INPUTS = [
  { name: 'nom', type: 'text', autoComplete: 'name', maxLength: CONTACT_LIMITS.nomMax, required: true },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: CONTACT_LIMITS.emailMax, required: true },
  { name: 'telephone', type: 'tel', autoComplete: 'tel', maxLength: CONTACT_LIMITS.telephoneMax, required: false },
] as const satisfies readonly { name: ContactField; type: string; autoComplete: string; maxLength: number; required: boolean }[];

/** The form's words, in the page's language only (src/i18n/island-text.ts). */
const contactFormText = await islandText('contactForm');

export default function ContactForm({ lang = defaultLanguage, ensembles = {}, fees = {} }: Props) {
  const text = contactFormText(lang);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a second click in the same frame must already see the send under way.
  const sendingRef = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(undefined);
  const [invalidField, setInvalidField] = useState<RequestField | undefined>(undefined);
  const [kind, setKind] = useState<RequestKind>('message');
  // A new key after each request sent: the booking fields start again from one empty date.
  const [sentCount, setSentCount] = useState(0);
  const booking = kind === BOOKING_KIND;

  useEffect(() => {
    const search = window.location.search;
    const preselected = eventTypeFromSearch(search);
    const select = formRef.current?.elements.namedItem('type_evenement');
    if (preselected !== '' && select instanceof HTMLSelectElement && select.value === '') select.value = preselected;
    setKind(requestKindFromSearch(search));
    const ensemble = ensembleFromSearch(search, ensembles);
    const formation = formRef.current?.elements.namedItem('formation');
    if (ensemble && formation instanceof HTMLSelectElement && formation.value === '') {
      formation.value = ensemble;
      // As if chosen by hand: the booking fields show that ensemble's fee.
      formation.dispatchEvent(new Event('change', { bubbles: true }));
    }
    setHydrated(true);
  }, []);

  const errorId = `${id}-erreur`;
  const fieldId = (name: string) => `${id}-${name}`;
  const invalidProps = (name: RequestField) => (invalidField === name ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});

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
    const message = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, value(name)]));
    const body = booking
      ? {
          ...message,
          // The booking request's dates replace the message's single one.
          date: '',
          [REQUEST_KIND_FIELD]: BOOKING_KIND,
          ...Object.fromEntries(BOOKING_FIELDS.map((name) => [name, name === 'dates' ? data.getAll(name).map(String) : value(name)])),
        }
      : message;
    const check = checkContactRequest(body, lang);
    if (!check.ok) {
      setNotice({ kind: 'error', text: check.message });
      setInvalidField(check.field);
      // The first of the fields that share a name (the dates).
      const field = check.field === undefined ? null : form.querySelector(`[name="${check.field}"]:not(:disabled)`);
      if (field instanceof HTMLElement) field.focus();
      return;
    }

    sendingRef.current = true;
    setSending(true);
    try {
      const supabase = await getSupabase();
      const { error } = await supabase.functions.invoke('send-contact-email', {
        body: { ...body, [HONEYPOT_FIELD]: value(HONEYPOT_FIELD), [LANGUAGE_FIELD]: lang },
        timeout: SEND_TIMEOUT_MS,
      });
      if (error) throw error;
      form.reset();
      setSentCount((count) => count + 1);
      setNotice({ kind: 'success', text: booking ? text.bookingSuccess : text.success });
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

      <fieldset>
        <legend className={labelClass}>{text.kindLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {REQUEST_KINDS.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={REQUEST_KIND_FIELD} value={value} checked={kind === value} onChange={() => setKind(value)} className="accent-amber" />
              {text.kinds[value]}
            </label>
          ))}
        </div>
      </fieldset>

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
        <div className="sm:col-span-2" hidden={booking}>
          <label className={labelClass} htmlFor={fieldId('date')}>
            {text.labels.date}
          </label>
          <input className={`${inputClass} sm:max-w-xs`} id={fieldId('date')} name="date" type="date" disabled={booking} {...invalidProps('date')} />
        </div>
      </div>

      <BookingFields key={sentCount} lang={lang} text={text} ensembleNames={Object.values(ensembles)} fees={fees} hidden={!booking} fieldId={fieldId} invalidProps={invalidProps} />

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
          {booking ? text.bookingMessageHint : text.messageHint}
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
