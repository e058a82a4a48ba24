/**
 * What the professional area says in each language: the signed-in bar, the documents, the
 * account's deletion (its dialog and what follows, src/lib/account-deletion.ts), the pending
 * access and its request to the artist, and the request for other documents. The delete-account function answers in the same language (LANGUAGE_FIELD).
 */
import type { Language } from './languages';

interface ProAreaText {
  loading: string;
  /** Before the signed-in address. */
  signedInAs: string;
  signOut: string;
  signingOut: string;
  deleteAccount: string;
  deleteTitle: string;
  /** The dialog's first paragraph, around the account's address. */
  deleteConsequences: { before: string; after: string };
  /** The dialog's second paragraph, around the retention period and the privacy address. */
  contactMessagesKept: (retentionMonths: number) => string;
  currentPassword: string;
  cancel: string;
  deleting: string;
  confirmDelete: string;
  deletedTitle: string;
  backHome: string;
  download: string;
  preparing: string;
  downloadFailed: string;
  kitsTitle: string;
  kitsLead: string;
  accessPendingTitle: string;
  accessPending: string;
  requestAccess: string;
  requestingAccess: string;
  /** What became of the request for access; `failed` is followed by the contact address. */
  accessRequest: Record<'sent' | 'alreadyRequested' | 'sessionExpired' | 'failed', string>;
  otherDocumentTitle: string;
  otherDocumentLead: string;
  otherDocumentSubject: string;
  contactForm: string;
  deletion: Record<'deleted' | 'alreadyDeleted' | 'network' | 'sessionExpired' | 'failed', string>;
}

export const proAreaText: Record<Language, ProAreaText> = {
  fr: {
    loading: 'Chargement...',
    signedInAs: 'Connecté en tant que',
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion...',
    deleteAccount: 'Supprimer mon compte',
    deleteTitle: 'Supprimer votre compte ?',
    deleteConsequences: {
      before: 'Votre compte (',
      after:
        ', son mot de passe) et votre accès aux documents professionnels seront supprimés définitivement, sur tous vos appareils. Pour revenir, il faudra créer un nouveau compte.',
    },
    contactMessagesKept: (months) =>
      `Les messages envoyés par le formulaire de contact ne sont pas supprimés avec le compte : ils sont conservés ${months} mois au plus, puis effacés. Pour les faire effacer plus tôt, écrivez à`,
    currentPassword: 'Mot de passe actuel',
    cancel: 'Annuler',
    deleting: 'Suppression...',
    confirmDelete: 'Supprimer définitivement',
    deletedTitle: 'Compte supprimé',
    backHome: "Retour à l'accueil",
    download: 'Télécharger',
    preparing: 'Préparation...',
    downloadFailed: 'Téléchargement impossible pour le moment. Réessayez dans un instant ou écrivez-nous.',
    kitsTitle: 'Kits presse et technique',
    kitsLead: 'Publics : présentations, fiche technique et plan de scène en PDF, photos HD.',
    accessPendingTitle: 'Votre accès est en attente',
    accessPending:
      'L’artiste valide lui-même chaque compte professionnel : demandez l’accès, il reçoit votre demande par mail, et les documents réservés (conditions, contrats) apparaissent ici dès qu’il l’a approuvée. En attendant, tout ce qu’il faut pour programmer une formation est dans les kits ci-dessus, sans compte.',
    requestAccess: "Demander l'accès",
    requestingAccess: 'Envoi de la demande...',
    accessRequest: {
      sent: 'Demande envoyée : l’artiste l’a reçue par mail. Vos documents apparaîtront ici dès qu’il l’aura approuvée.',
      alreadyRequested: 'Votre demande est déjà partie aujourd’hui : l’artiste l’a reçue, inutile de la renvoyer. Vous pourrez la renouveler 24 heures après.',
      sessionExpired: 'Votre session a expiré : reconnectez-vous, puis demandez l’accès à nouveau.',
      failed: 'La demande n’a pas pu être envoyée : vérifiez votre connexion et réessayez dans un instant. Si cela persiste, écrivez-nous à',
    },
    otherDocumentTitle: "Besoin d'un autre document ?",
    otherDocumentLead: 'Rider détaillé, photos dans un autre format, extraits pour la radio : écrivez-nous, nous vous répondons rapidement.',
    otherDocumentSubject: 'Demande de documents professionnels',
    contactForm: 'Formulaire de contact',
    deletion: {
      deleted: 'Votre compte et votre accès aux documents professionnels ont été supprimés. Vous êtes déconnecté de tous vos appareils.',
      alreadyDeleted: "Ce compte avait déjà été supprimé : il n'y a plus rien à faire.",
      network: "La suppression n'a pas pu être demandée : vérifiez votre connexion, puis réessayez. Votre compte est intact.",
      sessionExpired: 'Votre session a expiré : reconnectez-vous, puis demandez à nouveau la suppression. Votre compte est intact.',
      failed: "La suppression du compte n'a pas abouti. Veuillez réessayer dans un instant ; votre compte est intact.",
    },
  },
  en: {
    loading: 'Loading…',
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    deleteAccount: 'Delete my account',
    deleteTitle: 'Delete your account?',
    deleteConsequences: {
      before: 'Your account (',
      after: ', its password) and your access to the professional documents will be deleted for good, on all your devices. To come back, you will need to create a new account.',
    },
    contactMessagesKept: (months) =>
      `Messages sent through the contact form are not deleted with the account: they are kept for ${months} months at most, then erased. To have them erased sooner, write to`,
    currentPassword: 'Current password',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    confirmDelete: 'Delete for good',
    deletedTitle: 'Account deleted',
    backHome: 'Back to the home page',
    download: 'Download',
    preparing: 'Preparing…',
    downloadFailed: 'This download is not available right now. Try again in a moment, or write to us.',
    kitsTitle: 'Press and technical kits',
    kitsLead: 'Open to all: bios, technical rider and stage plot as PDFs, HD photos.',
    accessPendingTitle: 'Your access is pending',
    accessPending:
      'The artist approves each professional account personally: request access, he gets your request by e-mail, and the restricted documents (terms, contracts) appear here as soon as he has approved it. Meanwhile, everything you need to book an ensemble is in the kits above, no account needed.',
    requestAccess: 'Request access',
    requestingAccess: 'Sending your request…',
    accessRequest: {
      sent: 'Request sent: the artist has received it by e-mail. Your documents will appear here as soon as he approves it.',
      alreadyRequested: 'Your request already went out today: the artist has it, no need to send it again. You can renew it after 24 hours.',
      sessionExpired: 'Your session has expired: sign in again, then request access once more.',
      failed: 'Your request could not be sent: check your connection and try again in a moment. If it keeps failing, write to',
    },
    otherDocumentTitle: 'Need another document?',
    otherDocumentLead: 'A detailed rider, photos in another format, excerpts for radio: write to us and we will get back to you quickly.',
    otherDocumentSubject: 'Request for professional documents',
    contactForm: 'Contact form',
    deletion: {
      deleted: 'Your account and your access to the professional documents have been deleted. You are signed out on all your devices.',
      alreadyDeleted: 'This account had already been deleted: there is nothing left to do.',
      network: 'The deletion could not be requested: check your connection, then try again. Your account is untouched.',
      sessionExpired: 'Your session has expired: sign in again, then ask for the deletion once more. Your account is untouched.',
      failed: 'Your account could not be deleted. Please try again in a moment; your account is untouched.',
    },
  },
  es: {
    loading: 'Cargando…',
    signedInAs: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
    signingOut: 'Cerrando sesión…',
    deleteAccount: 'Eliminar mi cuenta',
    deleteTitle: '¿Eliminar tu cuenta?',
    deleteConsequences: {
      before: 'Tu cuenta (',
      after:
        ', su contraseña) y tu acceso a los documentos profesionales se eliminarán definitivamente, en todos tus dispositivos. Para volver, tendrás que crear una cuenta nueva.',
    },
    contactMessagesKept: (months) =>
      `Los mensajes enviados con el formulario de contacto no se eliminan con la cuenta: se conservan ${months} meses como máximo y después se borran. Para que se borren antes, escribe a`,
    currentPassword: 'Contraseña actual',
    cancel: 'Cancelar',
    deleting: 'Eliminando…',
    confirmDelete: 'Eliminar definitivamente',
    deletedTitle: 'Cuenta eliminada',
    backHome: 'Volver a la página de inicio',
    download: 'Descargar',
    preparing: 'Preparando…',
    downloadFailed: 'No se puede descargar en este momento. Vuelve a intentarlo dentro de un momento o escríbenos.',
    kitsTitle: 'Kits de prensa y técnicos',
    kitsLead: 'De acceso libre: presentaciones, ficha técnica y plano de escenario en PDF, fotos en alta definición.',
    accessPendingTitle: 'Tu acceso está pendiente',
    accessPending:
      'El artista valida personalmente cada cuenta profesional: solicita el acceso, él recibe tu solicitud por correo y los documentos reservados (condiciones, contratos) aparecerán aquí en cuanto la apruebe. Mientras tanto, todo lo necesario para programar una formación está en los kits de arriba, sin cuenta.',
    requestAccess: 'Solicitar acceso',
    requestingAccess: 'Enviando la solicitud…',
    accessRequest: {
      sent: 'Solicitud enviada: el artista la ha recibido por correo. Tus documentos aparecerán aquí en cuanto la apruebe.',
      alreadyRequested: 'Tu solicitud ya salió hoy: el artista la tiene, no hace falta volver a enviarla. Podrás renovarla pasadas 24 horas.',
      sessionExpired: 'Tu sesión ha caducado: vuelve a iniciar sesión y solicita el acceso de nuevo.',
      failed: 'No se ha podido enviar la solicitud: comprueba tu conexión y vuelve a intentarlo dentro de un momento. Si el problema persiste, escribe a',
    },
    otherDocumentTitle: '¿Necesitas otro documento?',
    otherDocumentLead: 'Rider detallado, fotos en otro formato, fragmentos para la radio: escríbenos y te responderemos enseguida.',
    otherDocumentSubject: 'Solicitud de documentos profesionales',
    contactForm: 'Formulario de contacto',
    deletion: {
      deleted: 'Tu cuenta y tu acceso a los documentos profesionales se han eliminado. Se ha cerrado la sesión en todos tus dispositivos.',
      alreadyDeleted: 'Esta cuenta ya se había eliminado: no queda nada por hacer.',
      network: 'No se ha podido pedir la eliminación: comprueba tu conexión y vuelve a intentarlo. Tu cuenta sigue intacta.',
      sessionExpired: 'Tu sesión ha caducado: vuelve a iniciar sesión y pide de nuevo la eliminación. Tu cuenta sigue intacta.',
      failed: 'No se ha podido eliminar la cuenta. Vuelve a intentarlo dentro de un momento; tu cuenta sigue intacta.',
    },
  },
};
