import { describe, expect, it } from 'vitest';
import { parseMailTemplate, renderMailTemplate } from '../../supabase/local/auth/mail-template';

const template = parseMailTemplate('{{ if eq .Data.lang "en" }}Hello {{ .Email }}{{ else if eq .Data.lang "es" }}Hola{{ else }}Bonjour{{ end }}: {{ .ConfirmationURL }}', 'test');

describe("the local stack's reading of GoTrue's mail templates", () => {
  it('branches on the user metadata as GoTrue does, French for a missing or foreign language', () => {
    const fields = { Email: 'ana@example.com', ConfirmationURL: 'https://x.example/verify?a=1&b=2' };
    expect(renderMailTemplate(template, { ...fields, Data: { lang: 'en' } })).toBe('Hello ana@example.com: https://x.example/verify?a=1&b=2');
    expect(renderMailTemplate(template, { ...fields, Data: { lang: 'es' } })).toBe('Hola: https://x.example/verify?a=1&b=2');
    for (const Data of [{}, { lang: 'de' }, null]) expect(renderMailTemplate(template, { ...fields, Data })).toBe('Bonjour: https://x.example/verify?a=1&b=2');
  });

  it('writes each value through the escape it is given, and the text around it as it is', () => {
    expect(renderMailTemplate(parseMailTemplate('<a href="{{ .ConfirmationURL }}">&</a>', 't'), { ConfirmationURL: 'a&b' }, (value) => value.replace(/&/g, '&amp;'))).toBe(
      '<a href="a&amp;b">&</a>',
    );
  });

  it('stops on an action it cannot read, naming it, rather than mailing what GoTrue would not', () => {
    expect(() => parseMailTemplate('{{ range .Data }}x{{ end }}', 'recovery.html')).toThrow('Mail template « recovery.html »: the local stack cannot read « {{ range .Data }} »');
    expect(() => parseMailTemplate('{{ if ne .Data.lang "en" }}x{{ end }}', 'recovery.html')).toThrow('the condition « ne .Data.lang "en" »');
    expect(() => parseMailTemplate('{{ if .Data.lang }}x', 'recovery.html')).toThrow('an {{ if }} has no {{ end }}');
  });
});
