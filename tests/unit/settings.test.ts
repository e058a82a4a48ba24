import { describe, expect, it } from 'vitest';
import settingsFile from '../../content/settings.json' with { type: 'json' };
import { parseSiteSettings, phoneHref } from '../../src/lib/settings';

describe('the settings of content/settings.json', () => {
  it('reads the settings in git as they are', () => {
    const settings = parseSiteSettings(settingsFile, 'content/settings.json');
    expect(settings.contact.bookingEmail).toMatch(/^booking@/);
    expect(settings.social.map((link) => link.network)).toContain('instagram');
  });

  it('names the file and every wrong field in French', () => {
    const broken = {
      ...settingsFile,
      contact: { ...settingsFile.contact, email: 'contact-at-example', phone: '06 12' },
      newsletterUrl: 'http://lettre.example',
      social: [{ network: 'myspace', label: 'MySpace', url: 'https://myspace.example' }],
    };
    expect(() => parseSiteSettings(broken, 'content/settings.json')).toThrow(
      [
        'content/settings.json : réglage du site incorrect.',
        '  contact.email : adresse de contact : adresse e-mail attendue, par exemple contact@mondomaine.fr',
        '  contact.phone : téléphone : chiffres et espaces, avec l’indicatif, par exemple +33 6 12 34 56 78',
        '  newsletterUrl : lien d’inscription à la lettre d’information : adresse web attendue, commençant par https://',
        '  social.0.network : réseau : choisissez parmi facebook, instagram, youtube, twitter, tiktok, spotify',
      ].join('\n'),
    );
  });

  it('takes an outside newsletter as optional: the site’s own fan list is always offered', () => {
    expect(parseSiteSettings({ ...settingsFile, newsletterUrl: undefined }, 'content/settings.json').newsletterUrl).toBeUndefined();
    expect(parseSiteSettings({ ...settingsFile, newsletterUrl: 'https://lettre.example/inscription' }, 'content/settings.json').newsletterUrl).toBe(
      'https://lettre.example/inscription',
    );
  });

  it('turns the phone as written into a tel: link', () => {
    expect(phoneHref('+33 6 00 00 00 00')).toBe('tel:+33600000000');
  });
});
