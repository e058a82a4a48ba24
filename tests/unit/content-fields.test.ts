import { describe, expect, it } from 'vitest';
import { textField, youtubeField } from '../../src/lib/content-fields';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('YouTube field', () => {
  it('keeps the 11-character id of a pasted link', () => {
    expect(youtubeField.parse('https://www.youtube.com/watch?v=Qm4cT7rVb2A&t=12s')).toBe('Qm4cT7rVb2A');
    expect(youtubeField.parse('https://www.youtube.com/shorts/Sa2dF4gH6jK')).toBe('Sa2dF4gH6jK');
    expect(youtubeField.parse('Xa1bC2dE3fG')).toBe('Xa1bC2dE3fG');
  });

  it('refuses an id of the wrong length, in French, quoting the value', () => {
    const message = firstMessage(youtubeField.safeParse('https://youtu.be/Qm4cT7rVb2'));
    expect(message).toContain('« https://youtu.be/Qm4cT7rVb2 »');
    expect(message).toContain('11 caractères');
  });

  it('refuses a value that is not text', () => {
    expect(firstMessage(youtubeField.safeParse(42))).toBe('lien YouTube : texte attendu, entre guillemets');
  });
});

describe('text field', () => {
  const title = textField('titre');

  it('keeps the text without surrounding spaces', () => {
    expect(title.parse('  Guajira du matin ')).toBe('Guajira du matin');
  });

  it('refuses blank text and non-text, naming the field', () => {
    expect(firstMessage(title.safeParse('   '))).toBe('titre : ce champ ne peut pas être vide');
    expect(firstMessage(title.safeParse(undefined))).toBe('titre : texte attendu, entre guillemets');
  });
});
