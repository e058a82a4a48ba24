/**
 * A booking request's own fields, inside the contact form (ContactForm.tsx) when the visitor asks
 * for a date: the ensemble, one to BOOKING_LIMITS.datesMax dates and how flexible they are, the
 * place, and the budget. Always rendered, hidden when the form sends a message, so that what was
 * typed stays when the visitor switches back and forth. Fields are uncontrolled, as the form's.
 */
import { useRef, useState } from 'react';
import { BOOKING_CHOICE_LABELS, BOOKING_LIMITS, BUDGETS, FLEXIBILITIES, SETTINGS, type RequestField } from '../lib/contact-rules';
import type { Dictionary } from '../i18n/index.ts';
import type { Language } from '../lib/languages';
import { fillTemplate } from '../lib/template';
import { inputClass, labelClass, RequiredMark } from './form-parts';

interface Props {
  lang: Language;
  /** The contact form's words in the page's language. */
  text: Dictionary['contactForm'];
  /** The ensembles' names, the choices of the ensemble field. */
  ensembleNames: readonly string[];
  /** Each ensemble's indicative fee by its name, in the page's language; the chosen one's shows under the field. */
  fees: Readonly<Record<string, string>>;
  hidden: boolean;
  fieldId: (name: string) => string;
  invalidProps: (name: RequestField) => Record<string, unknown>;
}

export default function BookingFields({ lang, text, ensembleNames, fees, hidden, fieldId, invalidProps }: Props) {
  const labels = text.bookingLabels;
  const choices = BOOKING_CHOICE_LABELS[lang];
  // Keys, not values: removing a date keeps what was typed in the others.
  const nextKey = useRef(1);
  const [dateKeys, setDateKeys] = useState([0]);
  const [chosen, setChosen] = useState('');

  const textField = (name: 'ville' | 'pays' | 'lieu' | 'jauge', autoComplete: string, required: boolean) => (
    <div>
      <label className={labelClass} htmlFor={fieldId(name)}>
        {labels[name]}
        {required && <RequiredMark />}
      </label>
      <input
        className={inputClass}
        id={fieldId(name)}
        name={name}
        type="text"
        autoComplete={autoComplete}
        maxLength={BOOKING_LIMITS.placeMax}
        required={required}
        {...(name === 'jauge' && { inputMode: 'numeric' as const })}
        {...invalidProps(name)}
      />
    </div>
  );

  return (
    <fieldset hidden={hidden} disabled={hidden} className="space-y-6">
      <legend className="font-display text-xl font-semibold">{text.bookingLegend}</legend>
      <div>
        <label className={labelClass} htmlFor={fieldId('formation')}>
          {labels.formation}
          <RequiredMark />
        </label>
        <select
          className={inputClass}
          id={fieldId('formation')}
          name="formation"
          defaultValue=""
          required
          aria-describedby={fees[chosen] ? fieldId('cachet') : undefined}
          onChange={(event) => setChosen(event.currentTarget.value)}
          {...invalidProps('formation')}
        >
          <option value="">{text.formationNone}</option>
          {ensembleNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {/* Every ensemble's fee is in the page's HTML; choosing one only reveals it. */}
        {ensembleNames.map((name) =>
          fees[name] ? (
            <p key={name} id={name === chosen ? fieldId('cachet') : undefined} className="mt-2 text-sm text-sand" hidden={name !== chosen}>
              {fees[name]}
            </p>
          ) : null,
        )}
      </div>

      <div className="space-y-3">
        {dateKeys.map((key, index) => (
          <div key={key}>
            <label className={labelClass} htmlFor={fieldId(`dates-${key}`)}>
              {index === 0 ? labels.dates : fillTemplate(text.otherDate, { position: index + 1 })}
              {index === 0 && <RequiredMark />}
            </label>
            <div className="flex items-center gap-3">
              <input className={`${inputClass} sm:max-w-xs`} id={fieldId(`dates-${key}`)} name="dates" type="date" required={index === 0} {...invalidProps('dates')} />
              {index > 0 && (
                <button type="button" className="btn-ghost mt-2" onClick={() => setDateKeys((keys) => keys.filter((other) => other !== key))}>
                  {fillTemplate(text.removeDate, { position: index + 1 })}
                </button>
              )}
            </div>
          </div>
        ))}
        <p id={fieldId('dates-aide')} className="flex flex-wrap items-center gap-4 text-sm text-sand">
          {dateKeys.length < BOOKING_LIMITS.datesMax && (
            <button type="button" className="btn-ghost" onClick={() => setDateKeys((keys) => [...keys, (nextKey.current += 1)])}>
              {text.addDate}
            </button>
          )}
          {text.datesHint}
        </p>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label className={labelClass} htmlFor={fieldId('flexibilite')}>
            {labels.flexibilite}
          </label>
          <select className={inputClass} id={fieldId('flexibilite')} name="flexibilite" defaultValue={FLEXIBILITIES[0]} {...invalidProps('flexibilite')}>
            {FLEXIBILITIES.map((value) => (
              <option key={value} value={value}>
                {choices.flexibilite[value]}
              </option>
            ))}
          </select>
        </div>
        {textField('ville', 'address-level2', true)}
        {textField('pays', 'country-name', true)}
        {textField('lieu', 'organization', false)}
        {textField('jauge', 'off', false)}
        <div>
          <label className={labelClass} htmlFor={fieldId('cadre')}>
            {labels.cadre}
          </label>
          <select className={inputClass} id={fieldId('cadre')} name="cadre" defaultValue="" {...invalidProps('cadre')}>
            <option value="">{text.settingNone}</option>
            {SETTINGS.map((value) => (
              <option key={value} value={value}>
                {choices.cadre[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className={labelClass} htmlFor={fieldId('budget')}>
            {labels.budget}
          </label>
          <select className={inputClass} id={fieldId('budget')} name="budget" defaultValue={BUDGETS[0]} {...invalidProps('budget')}>
            {BUDGETS.map((value) => (
              <option key={value} value={value}>
                {choices.budget[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
