/**
 * The /auth form: sign-in (default) or sign-up, one form. Fields are uncontrolled so that what a
 * visitor types before hydration is kept; the rules and messages come from src/lib/auth-form.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { authErrorMessage, authMessages, destinationAfterSignIn, validateAuthForm, type AuthMode } from '../lib/auth-form';
import { getSupabase } from '../lib/supabase-client';

const fieldClass =
  'mt-2 block w-full rounded-md border border-night-line bg-night px-3 py-2.5 text-base text-cream placeholder:text-sand/60 focus:border-amber';
const labelClass = 'block text-sm font-medium text-cream';

export default function AuthForm() {
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The pre-rendered buttons stay disabled until React answers them: a submit before that would
  // send the form to the static page, password in the address.
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const signUp = mode === 'signUp';

  // A visitor who is already signed in has nothing to do here.
  useEffect(() => {
    setHydrated(true);
    let active = true;
    void getSupabase()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => {
        if (active && data.session) window.location.replace('/');
      });
    return () => {
      active = false;
    };
  }, []);

  function switchMode() {
    formRef.current?.reset();
    setError('');
    setPasswordVisible(false);
    setMode(signUp ? 'signIn' : 'signUp');
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
    const invalid = validateAuthForm(mode, values);
    setError(invalid ?? '');
    if (invalid) return;

    setLoading(true);
    try {
      const supabase = await getSupabase();
      const destination = destinationAfterSignIn(window.location.search);
      if (signUp) {
        const { data, error: serviceError } = await supabase.auth.signUp({
          email: values.email,
          password: values.password,
          options: { emailRedirectTo: `${window.location.origin}/` },
        });
        if (serviceError) {
          setError(authErrorMessage(serviceError));
          return;
        }
        window.alert(authMessages.signUpSuccess);
        if (data.session) {
          window.location.assign(destination);
          return;
        }
        formRef.current?.reset();
        setMode('signIn');
        return;
      }
      const { error: serviceError } = await supabase.auth.signInWithPassword({ email: values.email, password: values.password });
      if (serviceError) {
        setError(authErrorMessage(serviceError));
        return;
      }
      window.location.assign(destination);
    } catch (exception) {
      console.error(exception);
      setError(authMessages.unexpected);
    } finally {
      setLoading(false);
    }
  }

  const passwordType = passwordVisible ? 'text' : 'password';
  const describedBy = error ? errorId : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={loading}
      className="mx-auto w-full max-w-md rounded-2xl border border-night-line bg-night-soft p-6 shadow-xl sm:p-8"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-cream">
        {signUp ? 'Inscription' : 'Connexion'}
      </h2>
      <p className="mt-1 text-sm text-sand">
        {signUp ? 'Créez votre compte pour accéder aux documents professionnels.' : 'Connectez-vous pour accéder aux documents professionnels.'}
      </p>

      <div className="mt-6 space-y-5">
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-describedby={describedBy}
            aria-invalid={error === authMessages.required || undefined}
            className={fieldClass}
          />
        </div>

        <div>
          <label htmlFor={`${id}-password`} className={labelClass}>
            Mot de passe
          </label>
          <div className="relative">
            <input
              id={`${id}-password`}
              name="password"
              type={passwordType}
              autoComplete={signUp ? 'new-password' : 'current-password'}
              aria-describedby={describedBy}
              className={`${fieldClass} pr-28`}
            />
            <button
              type="button"
              onClick={() => setPasswordVisible((visible) => !visible)}
              disabled={!hydrated}
              aria-pressed={passwordVisible}
              aria-controls={signUp ? `${id}-password ${id}-confirm` : `${id}-password`}
              className="absolute inset-y-0 right-0 mt-2 rounded-r-md px-3 text-sm font-medium text-amber hover:text-cream"
            >
              {passwordVisible ? 'Masquer' : 'Afficher'}
              <span className="sr-only"> le mot de passe</span>
            </button>
          </div>
          {signUp && <p className="mt-1 text-xs text-sand">Au moins 6 caractères.</p>}
        </div>

        {signUp && (
          <div>
            <label htmlFor={`${id}-confirm`} className={labelClass}>
              Confirmer le mot de passe
            </label>
            <input
              id={`${id}-confirm`}
              name="confirmPassword"
              type={passwordType}
              autoComplete="new-password"
              aria-describedby={describedBy}
              className={fieldClass}
            />
          </div>
        )}
      </div>

      <p id={errorId} role="alert" className="mt-5 min-h-6 text-sm font-medium text-rumba">
        {error}
      </p>

      <button
        type="submit"
        disabled={!hydrated || loading}
        className="mt-2 w-full rounded-full bg-amber px-6 py-3 font-semibold text-night hover:bg-cream disabled:cursor-wait disabled:opacity-70"
      >
        {loading ? 'Chargement...' : signUp ? "S'inscrire" : 'Se connecter'}
      </button>

      <p className="mt-6 text-center text-sm">
        <button type="button" onClick={switchMode} disabled={!hydrated} className="font-medium text-amber underline-offset-4 hover:underline">
          {signUp ? 'Déjà un compte ? Se connecter' : "Pas encore de compte ? S'inscrire"}
        </button>
      </p>
    </form>
  );
}
