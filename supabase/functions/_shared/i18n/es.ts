/** The Edge Functions' words in Spanish (shape: fr.ts). */
import { ARTIST_NAME } from '../artist.ts';
import { BOOKING_LIMITS, CONTACT_LIMITS } from '../form-limits.ts';
import type { BrowserWords, ServerWords } from './fr.ts';

export const browser: BrowserWords = {
  fanPagePaths: { confirm: '/es/avisos-conciertos/confirmar', unsubscribe: '/es/avisos-conciertos/baja', manage: '/es/avisos-conciertos/preferencias' },
  eventTypeLabels: { concert: 'Concierto', festival: 'Festival', masterclass: 'Clase magistral o taller', prive: 'Evento privado', autre: 'Otro' },
  contactMessages: {
    notText: 'Todos los campos del formulario deben ser texto',
    required: 'Los campos nombre, correo electrónico y mensaje son obligatorios',
    email: 'Introduce una dirección de correo electrónico válida',
    messageTooShort: `El mensaje debe tener al menos ${CONTACT_LIMITS.messageMin} caracteres`,
    nomTooLong: `El nombre no puede superar los ${CONTACT_LIMITS.nomMax} caracteres`,
    emailTooLong: `La dirección de correo electrónico no puede superar los ${CONTACT_LIMITS.emailMax} caracteres`,
    telephoneTooLong: `El número de teléfono no puede superar los ${CONTACT_LIMITS.telephoneMax} caracteres`,
    telephone: 'Introduce un número de teléfono válido (cifras, espacios, +, -, puntos o paréntesis)',
    messageTooLong: `El mensaje no puede superar los ${CONTACT_LIMITS.messageMax} caracteres`,
    eventType: 'Elige un tipo de evento de la lista',
    date: 'Introduce una fecha válida (día, mes y año)',
  },
  bookingMessages: {
    bookingRequired: 'Para una solicitud de fecha, indica la formación, al menos una fecha, la ciudad y el país',
    datesTooMany: `Propón ${BOOKING_LIMITS.datesMax} fechas como máximo`,
    bookingTooLong: `La formación, la ciudad, el país y el lugar no pueden superar los ${BOOKING_LIMITS.placeMax} caracteres`,
    capacity: `Indica el aforo en cifras, de 1 a ${BOOKING_LIMITS.capacityMax.toLocaleString('es-ES')} personas`,
    flexibility: 'Elige de la lista la flexibilidad de las fechas',
    setting: 'Elige de la lista si es en sala o al aire libre',
    budget: 'Elige un presupuesto de la lista, o «A convenir»',
  },
  bookingChoiceLabels: {
    flexibilite: { fixe: 'Fechas cerradas', 'quelques-jours': 'Con unos días de margen', mois: 'Dentro del mismo mes', ouverte: 'Abierto a otras fechas' },
    cadre: { interieur: 'En sala', exterieur: 'Al aire libre' },
    budget: {
      'a-discuter': 'A convenir',
      'moins-2500': 'Menos de 2.500 € sin IVA',
      '2500-5000': 'De 2.500 a 5.000 € sin IVA',
      '5000-10000': 'De 5.000 a 10.000 € sin IVA',
      'plus-10000': 'Más de 10.000 € sin IVA',
    },
  },
};

export const server: ServerWords = {
  fanConsent: `Acepto recibir por correo electrónico los anuncios de los conciertos de ${ARTIST_NAME} cerca de mí. Puedo darme de baja en cualquier momento con el enlace que incluye cada correo.`,
  fanMessages: {
    notText: 'Todos los campos del formulario deben ser texto',
    email: 'Introduce una dirección de correo electrónico válida',
    emailTooLong: `La dirección de correo electrónico no puede superar los ${CONTACT_LIMITS.emailMax} caracteres`,
    city: 'Elige tu ciudad en la lista que aparece al escribir su nombre',
    unknownCity: 'Esta ciudad no está en nuestra lista: escribe su nombre y elígela entre las sugerencias',
    distance: 'Elige una distancia: 50, 100 o 300 km, o todos los conciertos',
    consent: 'Marca la casilla para aceptar recibir los anuncios de conciertos',
    page: 'No sabemos desde qué página te has suscrito: recarga la página y vuelve a intentarlo',
  },
  contactAnswers: {
    method: 'Método no permitido: envía el formulario con POST.',
    origin: 'Este origen no puede enviar el formulario.',
    tooLarge: 'La solicitud es demasiado grande: acorta el mensaje.',
    notJson: 'El cuerpo de la solicitud debe ser un objeto JSON con los campos del formulario.',
    rateLimited: 'Se han enviado demasiados mensajes desde tu conexión. Vuelve a intentarlo dentro de unos minutos.',
    storeFailed: 'No se ha podido guardar tu mensaje. Vuelve a intentarlo.',
  },
  signupAnswers: {
    accepted: 'Ya casi está: abre el correo que acabamos de enviarte y confirma tu dirección. Si no llega en unos minutos, mira en la carpeta de spam.',
    method: 'Método no permitido: envía el formulario con POST.',
    origin: 'Este origen no puede enviar el formulario.',
    tooLarge: 'La solicitud es demasiado grande.',
    notJson: 'El cuerpo de la solicitud debe ser un objeto JSON con los campos del formulario.',
    rateLimited: 'Se han enviado demasiadas suscripciones desde tu conexión. Vuelve a intentarlo dentro de una hora.',
    failed: 'No hemos podido guardar tu suscripción. Vuelve a intentarlo dentro de un momento.',
  },
  linkAnswers: {
    method: 'Método no permitido: este enlace se abre en la página de la web a la que lleva el correo.',
    origin: 'Este origen no está autorizado.',
    notJson: 'El cuerpo de la solicitud debe ser un objeto JSON.',
    failed: 'No se ha podido guardar nada. Vuelve a intentarlo dentro de un momento.',
    invalidLink: 'Este enlace no es válido: cópialo entero desde el correo o vuelve a suscribirte.',
    expired: 'Este enlace ha caducado (solo sirve 7 días): vuelve a suscribirte para recibir otro.',
    superseded: 'Desde entonces te hemos enviado un enlace más reciente, así que este ya no sirve: usa el de tu último correo o vuelve a suscribirte para recibir otro.',
    confirmed: `Confirmado: te avisaremos cuando ${ARTIST_NAME} toque cerca de ti.`,
    alreadyConfirmed: 'Tu dirección ya está confirmada: no tienes que hacer nada más.',
    unsubscribed: 'Te has dado de baja: no recibirás más correos de esta lista.',
    alreadyGone: 'Esta dirección ya no está suscrita: no recibirás más correos de esta lista.',
    saved: 'Tus preferencias se han guardado.',
  },
  authMailAnswers: {
    rateLimited: 'Se han solicitado demasiados correos para esta dirección o para el sitio en poco tiempo: espera antes de pedir otro.',
    failed: 'No se ha podido enviar el correo. Vuelve a intentarlo dentro de un momento.',
  },
  acknowledgement: {
    subject: { message: 'Hemos recibido tu mensaje', booking: 'Hemos recibido tu solicitud de fecha' },
    received: {
      message: 'Tu mensaje, enviado desde el formulario de contacto del sitio web, nos ha llegado correctamente.',
      booking: (dates) => `Tu solicitud de fecha (${dates}), enviada desde el sitio web, nos ha llegado correctamente.`,
    },
    next: {
      message: 'Y ahora: el equipo del artista lo lee y te responde por correo, normalmente en el plazo de una semana.',
      booking:
        'Y ahora: comprobamos que los músicos estén disponibles en esas fechas y te respondemos por correo, normalmente en el plazo de una semana, con una propuesta (caché, rider técnico, condiciones del contrato).',
    },
    reply: 'Si quieres completar tu solicitud, responde a este correo.',
    notYou: 'Recibes este correo porque alguien escribió esta dirección en el formulario del sitio web. Si no has sido tú, ignóralo: no recibirás ningún otro.',
  },
  proApproval: {
    subject: 'Ya tienes acceso a los documentos profesionales',
    paragraphs: [
      'Buenas noticias: el artista ha aprobado tu cuenta del área profesional.',
      'Inicia sesión en el sitio web con el correo y la contraseña de tu cuenta: los documentos reservados (condiciones, contratos) ya se pueden descargar desde el área profesional.',
      'Si tienes alguna pregunta, responde a este correo.',
    ],
    link: 'Ir al sitio web',
  },
  authMails: {
    signup: {
      subject: 'Confirma tu registro',
      heading: '¡Te damos la bienvenida!',
      before: ['Acabas de crear una cuenta para el área profesional del sitio web.', 'Para confirmar tu dirección de correo electrónico e iniciar sesión, sigue este enlace:'],
      link: 'Confirmar mi correo electrónico',
      after: ['Si no has sido tú quien se ha registrado, ignora este mensaje.'],
    },
    recovery: {
      subject: 'Restablece tu contraseña',
      heading: 'Restablecer tu contraseña',
      before: [
        'Se ha solicitado una nueva contraseña para tu cuenta del área profesional del sitio web.',
        'Para elegir una nueva contraseña, sigue este enlace (válido durante una hora y una sola vez):',
      ],
      link: 'Elegir una nueva contraseña',
      after: ['Si no lo has solicitado tú, ignora este mensaje: tu contraseña actual sigue siendo válida.'],
    },
    reauthentication: {
      subject: 'Tu código de confirmación',
      heading: 'Confirmación de tu identidad',
      before: ['Para cambiar la contraseña de tu cuenta del área profesional del sitio web, introduce este código (válido durante una hora y una sola vez):'],
      after: ['Si no lo has solicitado tú, ignora este mensaje y cambia tu contraseña: puede que alguien esté usando tu sesión.'],
    },
  },
  fanMail: {
    at: 'a las',
    labelSeparator: ': ',
    distance: { all: 'todos sus conciertos, estén donde estén', within: (km) => `sus conciertos a ${km} km o menos` },
    footer: {
      why: `Recibes este correo porque te suscribiste a los avisos de conciertos de la web de ${ARTIST_NAME}.`,
      manage: 'Cambiar de ciudad o de distancia',
      unsubscribe: 'Darme de baja',
    },
    confirmation: {
      subject: `Confirma tu suscripción a los conciertos de ${ARTIST_NAME}`,
      lines: (city, distance) => [
        'Hola:',
        `Has pedido que te avisemos de los conciertos de ${ARTIST_NAME} cerca de ${city}: ${distance}. Confirma tu dirección para empezar a recibir los avisos.`,
      ],
      button: 'Confirmar mi suscripción',
      after: 'Este enlace es válido durante 7 días y solo se puede usar una vez. Si no lo has pedido tú, ignora este correo: no recibirás nada más.',
    },
    announcement: {
      subject: (city, day) => `${ARTIST_NAME} en concierto en ${city} el ${day}`,
      lines: ({ title, when, place, ensemble }) => [`${ARTIST_NAME} toca cerca de ti: ${title}.`, `Cuándo: ${when}`, `Dónde: ${place}`, `Formación: ${ensemble}`],
      tickets: 'Comprar entradas',
      ics: 'Añadirlo a tu calendario (.ics)',
    },
    concertPage: 'El concierto en la web',
    cancelled: {
      subject: (city, day) => `Cancelado: ${ARTIST_NAME} en ${city} el ${day}`,
      line: ({ when, venue, city }) => `El concierto de ${ARTIST_NAME} del ${when} (${venue}, ${city}) se ha cancelado. Para tus entradas, contacta con la taquilla.`,
    },
    postponed: {
      subject: (city) => `Aplazado: ${ARTIST_NAME} en ${city}`,
      line: ({ when, venue, city, newWhen }) => `El concierto de ${ARTIST_NAME} previsto el ${when} (${venue}, ${city}) se aplaza al ${newWhen}.`,
    },
  },
  fanListSafety: {
    notMe: {
      line: '¿No has pedido nada? Con un clic, esta dirección no recibirá ningún correo más de esta lista:',
      link: 'No he sido yo',
    },
    changeRequest: {
      subject: `¿Cambiar tus avisos de conciertos de ${ARTIST_NAME}?`,
      line: (city, distance, language) =>
        `Alguien, seguramente tú, ha pedido en la web cambiar tu suscripción a: ${city}, ${distance}, correos en ${language}. Por ahora no ha cambiado nada: tus preferencias siguen siendo las que elegiste.`,
      button: 'Aplicar estos cambios',
      after: 'Este enlace solo sirve una vez y caduca a los 7 días. Si no has pedido nada, ignora este correo: no cambiará nada.',
    },
    welcome: {
      subject: `Te damos la bienvenida: los conciertos de ${ARTIST_NAME} ya previstos cerca de ti`,
      intro: (city, distance) => `Tu suscripción está confirmada: ${city}, ${distance}. Esto es lo que ya está anunciado:`,
      none: 'Todavía no hay ningún concierto anunciado cerca de ti: te escribiremos en cuanto haya uno.',
      after: 'Recibirás un correo por cada nuevo concierto anunciado cerca de ti, y solo uno.',
      concert: ({ title, when, place }) => `${title}: ${when}, ${place}`,
    },
    answers: {
      changed: 'Hecho: tus nuevas preferencias están guardadas.',
      notMe: 'Entendido: esta dirección no recibirá ningún correo más de esta lista.',
    },
  },
};
