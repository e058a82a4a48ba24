/**
 * The /auth form in four modes: sign-in (default), sign-up, forgotten password (asks for the
 * recovery mail) and new password (opened from that mail's link). Fields are uncontrolled so
 * that what a visitor types before hydration is kept, and an error never clears them; the rules
 * and messages come from src/lib/auth-form. The page's <h1> and title follow the mode.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { authErrorMessage, destinationAfterSignIn, languagePreferenceUpdate, recoveryRedirectUrl, validateAuthForm, type AuthMode, type AuthPaths } from '../lib/auth-form';
import { islandText } from '../i18n/island-text.ts';
import { defaultLanguage, type Language } from '../lib/languages';
import { pageTitle } from '../lib/seo';
import { getSupabase, linkLanding, sessionMayBeHere } from '../browser/supabase-client';

interface Props {
  /** The id of the page's <h1>, which names the mode. */
  headingId: string;
  /** For the document title, written as every page writes it. */
  artistName: string;
  /**
   * The page's language: every word of the form, the mails asked from it (the hook reads the
   * page of redirect_to), and the account's stored language (user metadata `lang`), set at sign-up
   * and at each sign-in from a page of another language.
   */
  lang?: Language;
  /** Home, sign-in and the pages a visitor may return to, in the page's language (authPathsIn). */
  paths: AuthPaths;
}

const fieldClass = 'mt-2 block w-full rounded-md border border-night-line bg-night px-3 py-2.5 text-base text-cream placeholder:text-sand/60 focus:border-amber';
const labelClass = 'block text-sm font-medium text-cream';
const linkButtonClass = 'font-medium text-amber underline-offset-4 hover:underline';

/** The form's words, in the page's language only (src/i18n/island-text.ts). */
const authFormText = await islandText('authForm');

export default function AuthForm({ headingId, artistName, lang = defaultLanguage, paths }: Props) {
  const text = authFormText(lang);
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  // Read out when the mode changes: the heading changes outside the form, where focus is not.
  const [announcement, setAnnouncement] = useState('');
  const [accountEmail, setAccountEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The pre-rendered buttons stay disabled until React answers them: a submit before that would
  // send the form to the static page, password in the address.
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const choosesPassword = mode === 'signUp' || mode === 'newPassword';

  // A visitor who is already signed in has nothing to do here, unless a recovery link brought them.
  // Anyone else downloads the SDK only when sending the form: the page stays idle meanwhile.
  useEffect(() => {
    setHydrated(true);
    if (!sessionMayBeHere()) return;
    let active = true;
    void Promise.all([getSupabase(), linkLanding()])
      .then(async ([supabase, landing]) => ({ landing, session: (await supabase.auth.getSession()).data.session }))
      .then(({ landing, session }) => {
        if (!active) return;
        if (landing === 'recovery' && session) {
          setAccountEmail(session.user.email ?? '');
          showMode('newPassword');
        } else if (landing !== null) {
          // The error stays in the address (supabase-js leaves it): a reload would say it again.
          window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
          showMode('forgotPassword');
          setError(text.messages.recoveryLinkExpired);
        } else if (session) {
          window.location.replace(paths.home);
        }
      });
    return () => {
      active = false;
    };
    // Once, on arrival: the language is the page's and does not change while it lives.
  }, []);

  useEffect(() => {
    const heading = document.getElementById(headingId);
    if (heading) heading.textContent = text.titles[mode];
    document.title = pageTitle(text.titles[mode], artistName);
  }, [mode, headingId, artistName, text]);

  function showMode(next: AuthMode) {
    setMode(next);
    setError('');
    setNotice('');
    setPasswordVisible(false);
    setAnnouncement(`${text.titles[next]}${text.announcementSeparator}${text.leads[next]}`);
  }

  /** Sign-in and sign-up swap with empty fields, as the specification asks. */
  function switchSignInSignUp() {
    formRef.current?.reset();
    showMode(mode === 'signUp' ? 'signIn' : 'signUp');
    emailRef.current?.focus();
  }

  /** To and from the forgotten-password mode, the email typed stays: it is the same field. */
  function switchForgotten(next: 'signIn' | 'forgotPassword') {
    showMode(next);
    emailRef.current?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const values = {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      confirmPassword: String(form.get('confirmPassword') ?? ''),
    };
    const invalid = validateAuthForm(mode, values, text.messages);
    setError(invalid ?? '');
    setNotice('');
    if (invalid) return;

    setLoading(true);
    try {
      const supabase = await getSupabase();
      const destination = destinationAfterSignIn(window.location.search, paths);
      if (mode === 'forgotPassword') {
        // The service answers the same whether or not the address has an account, and so do we.
        // The mail is in the language of the page the link leads back to (the send-auth-email hook reads it).
        const { error: serviceError } = await supabase.auth.resetPasswordForEmail(values.email, {
          redirectTo: recoveryRedirectUrl(window.location.origin, window.location.search, paths),
        });
        if (serviceError) setError(authErrorMessage(serviceError, text.messages));
        else setNotice(text.messages.recoverySent);
        return;
      }
      if (mode === 'newPassword') {
        // The page's language becomes the account's, as at sign-in.
        const { error: serviceError } = await supabase.auth.updateUser({ password: values.password, data: { lang } });
        if (serviceError) {
          setError(authErrorMessage(serviceError, text.messages));
          return;
        }
        window.location.assign(destination);
        return;
      }
      if (mode === 'signUp') {
        const { data, error: serviceError } = await supabase.auth.signUp({
          email: values.email,
          password: values.password,
          // The account's language; the confirmation mail follows the page emailRedirectTo names.
          options: { emailRedirectTo: new URL(paths.home, window.location.origin).toString(), data: { lang } },
        });
        if (serviceError) {
          setError(authErrorMessage(serviceError, text.messages));
          return;
        }
        window.alert(text.messages.signUpSuccess);
        if (data.session) {
          window.location.assign(destination);
          return;
        }
        formRef.current?.reset();
        showMode('signIn');
        return;
      }
      const { data, error: serviceError } = await supabase.auth.signInWithPassword({ email: values.email, password: values.password });
      if (serviceError) {
        setError(authErrorMessage(serviceError, text.messages));
        return;
      }
      // Signed in from a page of another language: it becomes the account's, for the mails no page names.
      const preference = languagePreferenceUpdate(data.user.user_metadata, lang);
      if (preference) {
        const { error: preferenceError } = await supabase.auth.updateUser({ data: preference });
        if (preferenceError) console.error('Langue du compte non enregistrée', preferenceError);
      }
      window.location.assign(destination);
    } catch (exception) {
      console.error(exception);
      setError(text.messages.unexpected);
    } finally {
      setLoading(false);
    }
  }

  const passwordType = passwordVisible ? 'text' : 'password';
  const describedBy = error ? errorId : undefined;
  const emailError = error === text.messages.required || error === text.messages.emailRequired;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-describedby={`${id}-lead`}
      aria-busy={loading}
      className="mx-auto w-full max-w-md rounded-2xl border border-night-line bg-night-soft p-6 shadow-xl sm:p-8"
    >
      <p id={`${id}-lead`} className="text-sm text-sand">
        {text.leads[mode]}
      </p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <div className="mt-6 space-y-5">
        {mode === 'newPassword' ? (
          <p className="text-sm text-sand">
            {text.account} <strong className="text-cream">{accountEmail}</strong>
          </p>
        ) : (
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              {text.email}
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-describedby={describedBy}
              aria-invalid={emailError || undefined}
              className={fieldClass}
            />
          </div>
        )}

        {mode !== 'forgotPassword' && (
          <div>
            <label htmlFor={`${id}-password`} className={labelClass}>
              {mode === 'newPassword' ? text.newPassword : text.password}
            </label>
            <div className="relative">
              <input
                id={`${id}-password`}
                name="password"
                type={passwordType}
                autoComplete={choosesPassword ? 'new-password' : 'current-password'}
                aria-describedby={describedBy}
                className={`${fieldClass} pr-28`}
              />
              <button
                type="button"
                onClick={() => setPasswordVisible((visible) => !visible)}
                disabled={!hydrated}
                aria-pressed={passwordVisible}
                aria-controls={choosesPassword ? `${id}-password ${id}-confirm` : `${id}-password`}
                className="absolute inset-y-0 right-0 mt-2 rounded-r-md px-3 text-sm font-medium text-amber hover:text-cream"
              >
                {passwordVisible ? text.hidePassword : text.showPassword}
                <span className="sr-only"> {text.thePassword}</span>
              </button>
            </div>
            {choosesPassword && <p className="mt-1 text-xs text-sand">{text.passwordHint}</p>}
          </div>
        )}

        {choosesPassword && (
          <div>
            <label htmlFor={`${id}-confirm`} className={labelClass}>
              {text.confirmPassword}
            </label>
            <input id={`${id}-confirm`} name="confirmPassword" type={passwordType} autoComplete="new-password" aria-describedby={describedBy} className={fieldClass} />
          </div>
        )}
      </div>

      <p id={errorId} role="alert" className="mt-5 min-h-6 text-sm font-medium text-rumba">
        {error}
      </p>
      <p role="status" className="text-sm font-medium text-cream">
        {notice}
      </p>

      <button
        type="submit"
        disabled={!hydrated || loading}
        className="mt-2 w-full rounded-full bg-amber px-6 py-3 font-semibold text-night hover:bg-cream disabled:cursor-wait disabled:opacity-70"
      >
        {loading ? text.loading : text.submit[mode]}
      </button>

      {mode === 'signIn' && (
        <p className="mt-4 text-center text-sm">
          <button type="button" onClick={() => switchForgotten('forgotPassword')} disabled={!hydrated} className={linkButtonClass}>
            {text.forgotPassword}
          </button>
        </p>
      )}
      {(mode === 'signIn' || mode === 'signUp') && (
        <p className="mt-4 text-center text-sm">
          <button type="button" onClick={switchSignInSignUp} disabled={!hydrated} className={linkButtonClass}>
            {mode === 'signUp' ? text.toSignIn : text.toSignUp}
          </button>
        </p>
      )}
      {mode === 'forgotPassword' && (
        <p className="mt-6 text-center text-sm">
          <button type="button" onClick={() => switchForgotten('signIn')} disabled={!hydrated} className={linkButtonClass}>
            {text.backToSignIn}
          </button>
        </p>
      )}
    </form>
  );
}
