import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { requiredCharacters } from '../../supabase/local/config.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_REQUIRED_CHARACTERS, PASSWORD_REQUIREMENTS, meetsPasswordRule } from '../../supabase/functions/_shared/password-rules.ts';

const config = parse(await readFile(join(import.meta.dirname, '..', '..', 'supabase', 'config.toml'), 'utf8')) as { auth: Record<string, unknown> };

describe('the password rule', () => {
  it('is the one config.toml gives the hosted project and the local stack', () => {
    expect(config.auth['minimum_password_length']).toBe(PASSWORD_MIN_LENGTH);
    expect(config.auth['password_requirements']).toBe(PASSWORD_REQUIREMENTS);
    expect(requiredCharacters(PASSWORD_REQUIREMENTS)).toEqual(PASSWORD_REQUIRED_CHARACTERS);
  });

  it('takes 8 characters with a lower-case letter, a capital and a digit, symbols and accents allowed', () => {
    expect(['Clave-son-8', 'Abcdefg1', 'Guajira é 2026'].map(meetsPasswordRule)).toEqual([true, true, true]);
    expect(['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh', ''].map(meetsPasswordRule)).toEqual([false, false, false, false, false]);
  });

  it('names an unknown requirement in config.toml instead of accepting any password', () => {
    expect(() => requiredCharacters('lettres_chiffres')).toThrow(/password_requirements = "lettres_chiffres" is not one of/);
  });
});
