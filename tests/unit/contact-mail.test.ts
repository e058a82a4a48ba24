import { describe, expect, it } from 'vitest';
import { buildAcknowledgementMail } from '../../supabase/functions/_shared/contact-acknowledgement.ts';
import { buildContactMail, escapeHtml, formatEventDate } from '../../supabase/functions/_shared/contact-mail.ts';
import { buildDigestMail, buildRetryMail } from '../../supabase/functions/_shared/mail-retry-mail.ts';

const request = {
  nom: 'Claire "CD" Dubois',
  email: 'claire@festival-lumiere.example',
  telephone: '+33 6 12 34 56 78',
  type_evenement: 'prive' as const,
  date: '2027-07-14',
  message: 'Bonjour,\nnous fêtons nos 20 ans <3 & voudrions un trio.',
  booking: null,
};
const addresses = { to: 'booking@site.example', from: 'Site <site@site.example>' };

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(escapeHtml('Élodie à La Havane 🎺')).toBe('Élodie à La Havane 🎺');
  });
});

describe('buildContactMail', () => {
  const mail = buildContactMail(request, addresses, new Date('2026-11-21T17:05:00Z'));

  it('goes to the booking address, from the site, replying to the visitor', () => {
    expect(mail.to).toEqual(['booking@site.example']);
    expect(mail.from).toBe('Site <site@site.example>');
    expect(mail.reply_to).toBe('claire@festival-lumiere.example');
  });

  it('names the visitor and the event type in the subject', () => {
    expect(mail.subject).toBe('Demande de contact : Claire "CD" Dubois (Événement privé)');
  });

  it('keeps the subject on one line whatever the name holds', () => {
    const multiline = buildContactMail({ ...request, nom: 'Claire\r\nBcc: x@y.z' }, addresses, new Date());
    expect(multiline.subject).toBe('Demande de contact : Claire Bcc: x@y.z (Événement privé)');
  });

  it('gives every field in the text version, the date written out in French', () => {
    expect(mail.text).toContain('Nom : Claire "CD" Dubois');
    expect(mail.text).toContain('Téléphone : +33 6 12 34 56 78');
    expect(mail.text).toContain("Date de l'événement : mercredi 14 juillet 2027");
    expect(mail.text).toContain('reçue depuis le formulaire de contact le samedi 21 novembre 2026 à 18:05');
    expect(mail.text).toContain(request.message);
  });

  it('escapes the visitor values in the HTML version', () => {
    expect(mail.html).toContain('Claire &quot;CD&quot; Dubois');
    expect(mail.html).toContain('nous fêtons nos 20 ans &lt;3 &amp; voudrions un trio.');
  });

  it('says when optional fields were left empty', () => {
    const bare = buildContactMail({ ...request, telephone: '', type_evenement: '', date: '' }, addresses, new Date());
    expect(bare.text).toContain('Téléphone : Non précisé');
    expect(bare.text).toContain("Type d'événement : Non précisé");
    expect(bare.text).toContain("Date de l'événement : Non précisée");
  });
});

describe('formatEventDate', () => {
  it('writes the day without shifting it across time zones', () => {
    expect(formatEventDate('2027-01-01')).toBe('vendredi 1 janvier 2027');
  });
});

describe('a booking request', () => {
  const booking = {
    ...request,
    type_evenement: 'festival' as const,
    date: '',
    booking: {
      formation: 'Yaniel Bárcenas <Trio>',
      dates: ['2027-07-14', '2027-07-16'],
      flexibilite: 'quelques-jours' as const,
      ville: 'Genève',
      pays: 'Suisse',
      lieu: '',
      jauge: '1200',
      cadre: 'exterieur' as const,
      budget: 'a-discuter' as const,
    },
  };

  it('is laid out for the artist as a booking request: ensemble, dates, place and budget first, escaped', () => {
    const mail = buildContactMail(booking, addresses, new Date('2026-11-21T17:05:00Z'));
    expect(mail.subject).toBe(`Demande de date : Yaniel Bárcenas <Trio>, Genève, mercredi 14 juillet 2027 (+1) – ${request.nom}`);
    expect(mail.text).toContain('Formation : Yaniel Bárcenas <Trio>\nDates proposées : mercredi 14 juillet 2027 ; vendredi 16 juillet 2027\nSouplesse : À quelques jours près');
    expect(mail.text).toContain('Jauge : 1\u202f200 places\nSalle ou plein air : En plein air\nBudget : À discuter');
    expect(mail.html).toContain('Yaniel Bárcenas &lt;Trio&gt;');
    expect(mail.reply_to).toBe(request.email);
  });

  it('is mailed again as a booking request by the retries and in the hourly digest', () => {
    const row = {
      ...booking,
      id: 'b1',
      created_at: new Date('2026-11-21T17:05:00Z'),
      telephone: null,
      type_evenement: 'festival',
      date_evenement: null,
      mail_attempts: 1,
      mail_error: null,
    };
    expect(buildRetryMail(row, addresses).subject).toMatch(/^Demande de date : Yaniel Bárcenas <Trio>, Genève/);
    expect(buildDigestMail([row], addresses).text).toContain('Formation : Yaniel Bárcenas <Trio>\nDates proposées : mercredi 14 juillet 2027 ; vendredi 16 juillet 2027');
  });

  it('is acknowledged in the language of the page, with its dates and nothing the visitor typed, replies going to the booking inbox', () => {
    const spanish = buildAcknowledgementMail(booking, 'es', addresses);
    expect(spanish).toMatchObject({ to: [request.email], reply_to: 'booking@site.example', subject: 'Hemos recibido tu solicitud de fecha' });
    expect(spanish.text).toContain('(miércoles, 14 de julio de 2027, viernes, 16 de julio de 2027)');
    expect(spanish.html).toContain('<html lang="es">');
    for (const typed of ['Claire', 'Trio', 'Genève', 'Suisse', 'fêtons']) expect(spanish.text).not.toContain(typed);
    expect(buildAcknowledgementMail(request, 'en', addresses).subject).toBe('We have received your message');
  });
});
