/**
 * What the /auth form says in each language: its four modes, its fields and links, and every
 * message of its rules and of the authentication service (src/lib/auth-form.ts picks them). The
 * password rule's own messages are shared with the service's settings (password-rules.ts).
 */
import { PASSWORD_MESSAGES, SIGN_IN_MIN_PASSWORD_LENGTH } from '../../supabase/functions/_shared/password-rules.ts';
import type { Language } from './languages';

export type AuthMode = 'signIn' | 'signUp' | 'forgotPassword' | 'newPassword';

interface AuthFormText {
  /** The page's heading and title in each mode. */
  titles: Record<AuthMode, string>;
  leads: Record<AuthMode, string>;
  submit: Record<AuthMode, string>;
  /** Between a mode's title and its lead, when the change is read out. */
  announcementSeparator: string;
  email: string;
  password: string;
  newPassword: string;
  confirmPassword: string;
  /** Before the account's address in the new-password mode. */
  account: string;
  showPassword: string;
  hidePassword: string;
  /** Read after Show or Hide by a screen reader. */
  thePassword: string;
  loading: string;
  forgotPassword: string;
  toSignIn: string;
  toSignUp: string;
  backToSignIn: string;
  passwordHint: string;
  messages: Record<
    | 'required'
    | 'emailRequired'
    | 'mismatch'
    | 'tooShort'
    | 'signInTooShort'
    | 'invalidCredentials'
    | 'alreadyRegistered'
    | 'emailNotConfirmed'
    | 'weakPassword'
    | 'invalidEmail'
    | 'rateLimited'
    | 'unexpected'
    | 'signUpSuccess'
    | 'recoverySent'
    | 'emailRateLimited'
    | 'recoveryLinkExpired'
    | 'samePassword',
    string
  >;
}

export const authFormText: Record<Language, AuthFormText> = {
  fr: {
    titles: { signIn: 'Connexion', signUp: 'Inscription', forgotPassword: 'Mot de passe oublié', newPassword: 'Nouveau mot de passe' },
    leads: {
      signIn: 'Connectez-vous pour accéder aux documents professionnels.',
      signUp: 'Créez votre compte pour accéder aux documents professionnels.',
      forgotPassword: "Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      newPassword: 'Choisissez le nouveau mot de passe de votre compte.',
    },
    submit: { signIn: 'Se connecter', signUp: "S'inscrire", forgotPassword: 'Envoyer le lien', newPassword: 'Enregistrer le mot de passe' },
    announcementSeparator: ' : ',
    email: 'Email',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    account: 'Compte :',
    showPassword: 'Afficher',
    hidePassword: 'Masquer',
    thePassword: 'le mot de passe',
    loading: 'Chargement...',
    forgotPassword: 'Mot de passe oublié ?',
    toSignIn: 'Déjà un compte ? Se connecter',
    toSignUp: "Pas encore de compte ? S'inscrire",
    backToSignIn: 'Retour à la connexion',
    passwordHint: PASSWORD_MESSAGES.fr.hint,
    messages: {
      required: 'Tous les champs sont requis',
      emailRequired: "Indiquez l'adresse email de votre compte",
      mismatch: 'Les mots de passe ne correspondent pas',
      tooShort: PASSWORD_MESSAGES.fr.weak,
      signInTooShort: `Le mot de passe doit contenir au moins ${SIGN_IN_MIN_PASSWORD_LENGTH} caractères`,
      invalidCredentials: 'Email ou mot de passe incorrect',
      alreadyRegistered: 'Un compte existe déjà avec cet email',
      emailNotConfirmed: "Votre adresse email n'est pas encore confirmée : ouvrez le lien reçu par email, puis connectez-vous.",
      weakPassword: 'Ce mot de passe est trop faible : choisissez-en un plus long, mêlant lettres, chiffres et symboles.',
      invalidEmail: "Cette adresse email n'est pas valide : vérifiez-la, par exemple nom@domaine.fr.",
      rateLimited: 'Trop de tentatives en peu de temps : patientez quelques minutes, puis réessayez.',
      unexpected: 'Une erreur est survenue. Veuillez réessayer.',
      signUpSuccess: 'Compte créé avec succès ! Vérifiez votre email pour confirmer votre inscription.',
      recoverySent:
        'Si un compte existe pour cette adresse, un email vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe (valable une heure). Pensez à regarder dans les courriers indésirables.',
      emailRateLimited: "Trop d'emails demandés en peu de temps : patientez quelques minutes avant d'en demander un nouveau.",
      recoveryLinkExpired: 'Ce lien a expiré ou a déjà servi : demandez-en un nouveau.',
      samePassword: 'Ce mot de passe est celui que vous utilisez déjà : choisissez-en un autre.',
    },
  },
  en: {
    titles: { signIn: 'Sign in', signUp: 'Create an account', forgotPassword: 'Forgotten password', newPassword: 'New password' },
    leads: {
      signIn: 'Sign in to reach the professional documents.',
      signUp: 'Create your account to reach the professional documents.',
      forgotPassword: "Enter your account's email address: we will send you a link to choose a new password.",
      newPassword: 'Choose the new password for your account.',
    },
    submit: { signIn: 'Sign in', signUp: 'Create my account', forgotPassword: 'Send the link', newPassword: 'Save the password' },
    announcementSeparator: ': ',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the password',
    account: 'Account:',
    showPassword: 'Show',
    hidePassword: 'Hide',
    thePassword: 'the password',
    loading: 'Loading…',
    forgotPassword: 'Forgotten your password?',
    toSignIn: 'Already have an account? Sign in',
    toSignUp: 'No account yet? Create one',
    backToSignIn: 'Back to sign-in',
    passwordHint: PASSWORD_MESSAGES.en.hint,
    messages: {
      required: 'Please fill in every field',
      emailRequired: "Please enter your account's email address",
      mismatch: 'The two passwords do not match',
      tooShort: PASSWORD_MESSAGES.en.weak,
      signInTooShort: `Your password must be at least ${SIGN_IN_MIN_PASSWORD_LENGTH} characters long`,
      invalidCredentials: 'Incorrect email address or password',
      alreadyRegistered: 'An account already exists with this email address',
      emailNotConfirmed: 'Your email address is not confirmed yet: open the link we emailed you, then sign in.',
      weakPassword: 'This password is too weak: choose a longer one, mixing letters, digits and symbols.',
      invalidEmail: 'This email address is not valid: please check it, for example name@example.com.',
      rateLimited: 'Too many attempts in a short time: wait a few minutes, then try again.',
      unexpected: 'Something went wrong. Please try again.',
      signUpSuccess: 'Your account has been created. Check your inbox to confirm your email address.',
      recoverySent: 'If an account exists for this address, we have just emailed it a link to choose a new password (valid for one hour). Remember to look in your spam folder.',
      emailRateLimited: 'Too many emails requested in a short time: wait a few minutes before asking for another one.',
      recoveryLinkExpired: 'This link has expired or has already been used: ask for a new one.',
      samePassword: 'This is the password you already use: choose a different one.',
    },
  },
  es: {
    titles: { signIn: 'Iniciar sesión', signUp: 'Crear una cuenta', forgotPassword: 'Contraseña olvidada', newPassword: 'Nueva contraseña' },
    leads: {
      signIn: 'Inicia sesión para acceder a los documentos profesionales.',
      signUp: 'Crea tu cuenta para acceder a los documentos profesionales.',
      forgotPassword: 'Indica el correo electrónico de tu cuenta: te enviaremos un enlace para elegir una nueva contraseña.',
      newPassword: 'Elige la nueva contraseña de tu cuenta.',
    },
    submit: { signIn: 'Iniciar sesión', signUp: 'Crear mi cuenta', forgotPassword: 'Enviar el enlace', newPassword: 'Guardar la contraseña' },
    announcementSeparator: ': ',
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar la contraseña',
    account: 'Cuenta:',
    showPassword: 'Mostrar',
    hidePassword: 'Ocultar',
    thePassword: 'la contraseña',
    loading: 'Cargando…',
    forgotPassword: '¿Has olvidado tu contraseña?',
    toSignIn: '¿Ya tienes cuenta? Inicia sesión',
    toSignUp: '¿Aún no tienes cuenta? Regístrate',
    backToSignIn: 'Volver al inicio de sesión',
    passwordHint: PASSWORD_MESSAGES.es.hint,
    messages: {
      required: 'Todos los campos son obligatorios',
      emailRequired: 'Indica el correo electrónico de tu cuenta',
      mismatch: 'Las contraseñas no coinciden',
      tooShort: PASSWORD_MESSAGES.es.weak,
      signInTooShort: `La contraseña debe tener al menos ${SIGN_IN_MIN_PASSWORD_LENGTH} caracteres`,
      invalidCredentials: 'Correo electrónico o contraseña incorrectos',
      alreadyRegistered: 'Ya existe una cuenta con este correo electrónico',
      emailNotConfirmed: 'Tu correo electrónico aún no está confirmado: abre el enlace que te hemos enviado y luego inicia sesión.',
      weakPassword: 'Esta contraseña es demasiado débil: elige una más larga, que mezcle letras, cifras y símbolos.',
      invalidEmail: 'Este correo electrónico no es válido: compruébalo, por ejemplo nombre@dominio.es.',
      rateLimited: 'Demasiados intentos en poco tiempo: espera unos minutos y vuelve a intentarlo.',
      unexpected: 'Se ha producido un error. Vuelve a intentarlo.',
      signUpSuccess: 'Cuenta creada. Revisa tu correo para confirmar tu registro.',
      recoverySent:
        'Si existe una cuenta con esta dirección, acabamos de enviarle un enlace para elegir una nueva contraseña (válido durante una hora). Mira también en la carpeta de correo no deseado.',
      emailRateLimited: 'Demasiados correos solicitados en poco tiempo: espera unos minutos antes de pedir otro.',
      recoveryLinkExpired: 'Este enlace ha caducado o ya se ha utilizado: pide uno nuevo.',
      samePassword: 'Esta es la contraseña que ya usas: elige otra distinta.',
    },
  },
};
