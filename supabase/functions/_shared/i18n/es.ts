/** The Edge Functions' words in Spanish (shape: fr.ts). */
import { ARTIST_NAME } from '../artist.ts';
import type { FunctionWords } from './fr.ts';

const es: FunctionWords = {
  locale: 'es-ES',
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
};

export default es;
