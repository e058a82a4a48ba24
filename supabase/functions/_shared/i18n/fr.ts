/**
 * The Edge Functions' words in French: the forms' messages and labels, the fan pages' addresses, the
 * functions' answers to the site's forms and links, and the mails they send to visitors. This file sets the shape
 * (BrowserWords, ServerWords): en.ts and es.ts are typed by it, so a key a new language forgets fails
 * `tsc`. The functions cannot read src/i18n (a deployed function bundles only supabase/functions),
 * hence these files beside the site's dictionaries. Two exports, so that the browser's bundles
 * leave the mails out (index.ts reads each one by name).
 */
import { ARTIST_NAME } from '../artist.ts';
import { BOOKING_LIMITS, CONTACT_LIMITS } from '../form-limits.ts';

/**
 * What the browser's code ships too: the addresses of the pages the fan mails link to (the page
 * registry, which islands read, takes them), the contact form's messages and labels.
 */
export const browser = {
  fanPagePaths: { confirm: '/alertes-concerts/confirmer', unsubscribe: '/alertes-concerts/desinscription', manage: '/alertes-concerts/preferences' },
  eventTypeLabels: { concert: 'Concert', festival: 'Festival', masterclass: 'Master class ou workshop', prive: 'Événement privé', autre: 'Autre' },
  contactMessages: {
    notText: 'Chaque champ du formulaire doit être un texte',
    required: 'Les champs nom, email et message sont requis',
    email: 'Veuillez entrer une adresse email valide',
    messageTooShort: `Le message doit contenir au moins ${CONTACT_LIMITS.messageMin} caractères`,
    nomTooLong: `Le nom ne doit pas dépasser ${CONTACT_LIMITS.nomMax} caractères`,
    emailTooLong: `L'adresse email ne doit pas dépasser ${CONTACT_LIMITS.emailMax} caractères`,
    telephoneTooLong: `Le numéro de téléphone ne doit pas dépasser ${CONTACT_LIMITS.telephoneMax} caractères`,
    telephone: 'Veuillez entrer un numéro de téléphone valide (chiffres, espaces, +, -, points ou parenthèses)',
    messageTooLong: `Le message ne doit pas dépasser ${CONTACT_LIMITS.messageMax} caractères`,
    eventType: "Veuillez choisir un type d'événement dans la liste",
    date: 'Veuillez entrer une date valide (jour, mois et année)',
  },
  bookingMessages: {
    bookingRequired: 'Pour une demande de date, indiquez la formation, au moins une date, la ville et le pays',
    datesTooMany: `Proposez ${BOOKING_LIMITS.datesMax} dates au plus`,
    bookingTooLong: `La formation, la ville, le pays et le lieu ne doivent pas dépasser ${BOOKING_LIMITS.placeMax} caractères`,
    capacity: `Indiquez la jauge en chiffres, de 1 à ${BOOKING_LIMITS.capacityMax.toLocaleString('fr-FR')} places`,
    flexibility: 'Veuillez choisir la souplesse des dates dans la liste',
    setting: 'Veuillez choisir en salle ou en plein air dans la liste',
    budget: 'Veuillez choisir un budget dans la liste, ou « À discuter »',
  },
  bookingChoiceLabels: {
    flexibilite: { fixe: 'Dates fixes', 'quelques-jours': 'À quelques jours près', mois: 'Dans le même mois', ouverte: 'Ouvert à d’autres dates' },
    cadre: { interieur: 'En salle', exterieur: 'En plein air' },
    budget: {
      'a-discuter': 'À discuter',
      'moins-2500': 'Moins de 2 500 € HT',
      '2500-5000': 'De 2 500 à 5 000 € HT',
      '5000-10000': 'De 5 000 à 10 000 € HT',
      'plus-10000': 'Plus de 10 000 € HT',
    },
  },
};

/** Everything else, left out of the browser's bundles: the fan sign-up's consent and messages, the functions' answers, the mails to visitors. */
export const server = {
  fanConsent: `J’accepte de recevoir par e-mail les annonces des concerts de ${ARTIST_NAME} près de chez moi. Je peux me désinscrire à tout moment par le lien présent dans chaque e-mail.`,
  fanMessages: {
    notText: 'Chaque champ du formulaire doit être un texte',
    email: 'Veuillez entrer une adresse email valide',
    emailTooLong: `L'adresse email ne doit pas dépasser ${CONTACT_LIMITS.emailMax} caractères`,
    city: 'Choisissez votre ville dans la liste qui s’affiche quand vous tapez son nom',
    unknownCity: 'Cette ville n’est pas dans notre liste : tapez son nom et choisissez-la parmi les propositions',
    distance: 'Choisissez une distance : 50, 100 ou 300 km, ou tous les concerts',
    consent: 'Cochez la case pour accepter de recevoir les annonces de concerts',
    page: 'La page d’où part l’inscription est inconnue : rechargez la page et réessayez',
  },
  contactAnswers: {
    method: 'Méthode non autorisée : envoyez le formulaire avec POST.',
    origin: "Cette origine n'est pas autorisée à envoyer le formulaire.",
    tooLarge: 'La demande est trop volumineuse : raccourcissez le message.',
    notJson: 'Le corps de la demande doit être un objet JSON avec les champs du formulaire.',
    rateLimited: 'Trop de messages envoyés depuis votre connexion. Veuillez réessayer dans quelques minutes.',
    storeFailed: "Votre message n'a pas pu être enregistré. Veuillez réessayer.",
  },
  signupAnswers: {
    accepted: 'C’est presque fini : ouvrez le mail que nous venons de vous envoyer et confirmez votre adresse. Sans mail d’ici quelques minutes, regardez dans les indésirables.',
    method: 'Méthode non autorisée : envoyez le formulaire avec POST.',
    origin: "Cette origine n'est pas autorisée à envoyer le formulaire.",
    tooLarge: 'La demande est trop volumineuse.',
    notJson: 'Le corps de la demande doit être un objet JSON avec les champs du formulaire.',
    rateLimited: 'Trop d’inscriptions envoyées depuis votre connexion. Réessayez dans une heure.',
    failed: 'Votre inscription n’a pas pu être enregistrée. Réessayez dans un instant.',
  },
  linkAnswers: {
    method: 'Méthode non autorisée : ce lien s’ouvre sur la page du site où mène le mail.',
    origin: "Cette origine n'est pas autorisée.",
    notJson: 'Le corps de la demande doit être un objet JSON.',
    failed: 'Rien n’a pu être enregistré. Réessayez dans un instant.',
    invalidLink: 'Ce lien n’est pas valide : copiez-le en entier depuis le mail, ou inscrivez-vous de nouveau.',
    expired: 'Ce lien a expiré (il ne sert que 7 jours) : inscrivez-vous de nouveau pour en recevoir un autre.',
    superseded:
      'Un lien plus récent vous a été envoyé depuis : celui-ci ne sert plus. Utilisez le lien de votre dernier mail, ou inscrivez-vous de nouveau pour en recevoir un autre.',
    confirmed: `C’est confirmé : vous serez prévenu des concerts de ${ARTIST_NAME} près de chez vous.`,
    alreadyConfirmed: 'Votre adresse est déjà confirmée : il n’y a plus rien à faire.',
    unsubscribed: 'Vous êtes désinscrit : vous ne recevrez plus aucun mail de cette liste.',
    alreadyGone: 'Cette adresse n’est plus inscrite : vous ne recevrez plus aucun mail de cette liste.',
    saved: 'Vos choix sont enregistrés.',
  },
  authMailAnswers: {
    rateLimited: "Trop d'emails demandés pour cette adresse ou pour le site en peu de temps : patientez avant d'en demander un nouveau.",
    failed: "L'email n'a pas pu être envoyé. Veuillez réessayer dans un instant.",
  },
  acknowledgement: {
    subject: { message: 'Nous avons bien reçu votre message', booking: 'Nous avons bien reçu votre demande de date' },
    received: {
      message: 'Votre message, envoyé depuis le formulaire de contact du site, nous est bien parvenu.',
      booking: (dates: string) => `Votre demande de date (${dates}), envoyée depuis le site, nous est bien parvenue.`,
    },
    next: {
      message: "La suite : l'équipe de l'artiste le lit et vous répond par mail, en général sous une semaine.",
      booking:
        'La suite : nous vérifions la disponibilité des musiciens à ces dates, puis nous vous répondons par mail, en général sous une semaine, avec une proposition (cachet, fiche technique, conditions du contrat).',
    },
    reply: 'Pour compléter votre demande, répondez simplement à ce mail.',
    notYou: "Vous recevez ce mail parce que cette adresse a été saisie dans le formulaire du site. Si ce n'était pas vous, ignorez-le : vous n'en recevrez pas d'autre.",
  },
  proApproval: {
    subject: 'Votre accès aux documents professionnels est ouvert',
    paragraphs: [
      "Bonne nouvelle : l'artiste a approuvé votre compte de l'espace professionnel.",
      "Connectez-vous sur le site avec l'adresse et le mot de passe de votre compte : les documents réservés (conditions, contrats) sont maintenant téléchargeables dans l'espace pro.",
      'Pour toute question, répondez simplement à ce mail.',
    ],
    link: 'Aller sur le site',
  },
  authMails: {
    signup: {
      subject: 'Confirmez votre inscription',
      heading: 'Bienvenue !',
      before: ["Vous venez de créer un compte pour l'espace professionnel du site.", 'Pour confirmer votre adresse e-mail et vous connecter, suivez ce lien :'],
      link: 'Confirmer mon adresse e-mail',
      after: ["Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message."],
    },
    recovery: {
      subject: 'Réinitialisez votre mot de passe',
      heading: 'Réinitialisation de votre mot de passe',
      before: [
        "Une demande de nouveau mot de passe a été faite pour votre compte de l'espace professionnel du site.",
        'Pour choisir un nouveau mot de passe, suivez ce lien (valable une heure, une seule fois) :',
      ],
      link: 'Choisir un nouveau mot de passe',
      after: ["Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : votre mot de passe actuel reste valable."],
    },
    reauthentication: {
      subject: 'Votre code de confirmation',
      heading: 'Confirmation de votre identité',
      before: ["Pour changer le mot de passe de votre compte de l'espace professionnel du site, saisissez ce code (valable une heure, une seule fois) :"],
      after: ["Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et changez votre mot de passe : quelqu'un utilise peut-être votre session."],
    },
  },
  fanMail: {
    /** Between a date and its time: « vendredi 12 mars 2027 à 21:30 ». */
    at: 'à',
    /** Between a link's label and its address in the plain-text mail. */
    labelSeparator: ' : ',
    distance: { all: 'tous ses concerts, où qu’ils soient', within: (km: number) => `ses concerts à ${km} km ou moins` },
    footer: {
      why: `Vous recevez ce mail parce que vous vous êtes inscrit aux annonces de concerts du site de ${ARTIST_NAME}.`,
      manage: 'Changer de ville ou de distance',
      unsubscribe: 'Se désinscrire',
    },
    confirmation: {
      subject: `Confirmez votre inscription aux concerts de ${ARTIST_NAME}`,
      lines: (city: string, distance: string) => [
        'Bonjour,',
        `Vous avez demandé à être prévenu des concerts de ${ARTIST_NAME} près de ${city} : ${distance}. Confirmez votre adresse pour recevoir ces annonces.`,
      ],
      button: 'Confirmer mon inscription',
      after: 'Ce lien est valable 7 jours et ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce mail : vous ne recevrez rien d’autre.',
    },
    announcement: {
      subject: (city: string, day: string) => `${ARTIST_NAME} en concert à ${city} le ${day}`,
      lines: ({ title, when, place, ensemble }: { title: string; when: string; place: string; ensemble: string }) => [
        `${ARTIST_NAME} joue près de chez vous : ${title}.`,
        `Quand : ${when}`,
        `Où : ${place}`,
        `Formation : ${ensemble}`,
      ],
      tickets: 'Réserver vos places',
      ics: 'Ajouter à votre agenda (.ics)',
    },
    concertPage: 'Le concert sur le site',
    cancelled: {
      subject: (city: string, day: string) => `Annulé : ${ARTIST_NAME} à ${city} le ${day}`,
      line: ({ when, venue, city }: { when: string; venue: string; city: string }) =>
        `Le concert de ${ARTIST_NAME} du ${when} (${venue}, ${city}) est annulé. Pour vos billets, voyez avec la billetterie.`,
    },
    postponed: {
      subject: (city: string) => `Reporté : ${ARTIST_NAME} à ${city}`,
      line: ({ when, venue, city, newWhen }: { when: string; venue: string; city: string; newWhen: string }) =>
        `Le concert de ${ARTIST_NAME} prévu le ${when} (${venue}, ${city}) est reporté au ${newWhen}.`,
    },
  },
  /** The fan list made safe (issue 46): « this wasn't me », « apply these changes », the welcome, the link answers they bring. */
  fanListSafety: {
    notMe: {
      line: 'Vous n’avez rien demandé ? Un clic suffit pour que cette adresse ne reçoive plus aucun mail de cette liste :',
      link: 'Ce n’était pas moi',
    },
    changeRequest: {
      subject: `Changer vos annonces de concerts de ${ARTIST_NAME} ?`,
      line: (city: string, distance: string, language: string) =>
        `Quelqu’un, sans doute vous, a demandé sur le site de changer votre inscription : ${city}, ${distance}, mails en ${language}. Rien n’a changé pour l’instant : vos choix restent ceux que vous aviez.`,
      button: 'Appliquer ces changements',
      after: 'Ce lien est valable 7 jours et ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce mail : rien ne changera.',
    },
    welcome: {
      subject: `Bienvenue : les concerts de ${ARTIST_NAME} déjà prévus près de chez vous`,
      intro: (city: string, distance: string) => `Votre inscription est confirmée : ${city}, ${distance}. Voici ce qui est déjà annoncé :`,
      none: 'Aucun concert n’est encore annoncé près de chez vous : vous recevrez un mail dès qu’il y en aura un.',
      after: 'Vous recevrez un mail pour chaque nouveau concert annoncé près de chez vous, et un seul.',
      concert: ({ title, when, place }: { title: string; when: string; place: string }) => `${title} : ${when}, ${place}`,
    },
    answers: {
      changed: 'C’est fait : vos nouveaux choix sont enregistrés.',
      notMe: 'C’est noté : cette adresse ne recevra plus aucun mail de cette liste.',
    },
  },
};

export type BrowserWords = typeof browser;
export type ServerWords = typeof server;
