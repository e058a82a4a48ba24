/**
 * Places in the reader's language: a country by its code, named by Intl; a city by the name the
 * artist writes in French (`city`) and, where another language names it otherwise (an exonym:
 * Geneva, Ginebra for Genève), by the names in `cityNames`: the fields' schemas with their studio
 * labels, and the functions the pages, JSON-LD, calendars and share cards name places with.
 */
import { z } from 'zod';
import { defaultLanguage, languages, languageTags, type Language } from './languages.ts';
import { inStudio } from './studio-fields.ts';

/** Countries the site knows, with the ISO 3166 code search engines read in a PostalAddress. */
export const COUNTRY_CODES = {
  France: 'FR',
  Belgique: 'BE',
  Suisse: 'CH',
  Luxembourg: 'LU',
  Espagne: 'ES',
  Portugal: 'PT',
  Italie: 'IT',
  Allemagne: 'DE',
  'Pays-Bas': 'NL',
  'Royaume-Uni': 'GB',
  Maroc: 'MA',
  Canada: 'CA',
  'États-Unis': 'US',
  Cuba: 'CU',
} as const;
export type ConcertCountry = keyof typeof COUNTRY_CODES;
export const CONCERT_COUNTRIES = Object.keys(COUNTRY_CODES) as [ConcertCountry, ...ConcertCountry[]];

/** A country in `lang`: as the artist writes it in French, else Intl's name for its code ("Belgium", "Bélgica"). */
export function countryName(country: ConcertCountry, lang: Language = 'fr'): string {
  return lang === 'fr' ? country : (new Intl.DisplayNames([languageTags[lang].bcp47], { type: 'region' }).of(COUNTRY_CODES[country]) ?? country);
}

/** The languages a city may have another name in (the French one is `city`). */
export const CITY_NAME_LANGUAGES = languages.filter((lang): lang is Exclude<Language, 'fr'> => lang !== defaultLanguage);

/** A language named in French, for the studio's labels and the build's messages: « anglais ». */
export function frenchLanguageName(lang: Language): string {
  return new Intl.DisplayNames(['fr'], { type: 'language' }).of(lang) ?? lang;
}

export interface Place {
  city: string;
  cityNames?: Partial<Record<Language, string | undefined>> | undefined;
}

/** A city in `lang`: its name there when the artist gave one (Geneva, Ginebra), else the French one. */
export function cityName(place: Place, lang: Language = 'fr'): string {
  return place.cityNames?.[lang]?.trim() || place.city;
}

/** A city's name in one other language; left empty, the French one. */
const cityNameIn = (lang: Language) =>
  inStudio(
    z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string({ error: `nom de la ville en ${frenchLanguageName(lang)} : texte attendu` })
        .trim()
        .optional(),
    ),
    { label: `En ${frenchLanguageName(lang)}` },
  );

/** The schema of `cityNames`, the city's names in the other languages, with its studio label and help. */
export const cityNamesField = () =>
  inStudio(
    z
      .object(Object.fromEntries(CITY_NAME_LANGUAGES.map((lang) => [lang, cityNameIn(lang)])) as Record<(typeof CITY_NAME_LANGUAGES)[number], ReturnType<typeof cityNameIn>>)
      .optional(),
    {
      label: 'Nom de la ville dans les autres langues',
      hint: 'Seulement si la ville s’y appelle autrement : Geneva et Ginebra pour Genève, Brussels et Bruselas pour Bruxelles. Laissé vide, le nom français est gardé.',
    },
  );

/** The schema of a `country`, one of COUNTRY_CODES, France by default; `error` says what was wrong, in French. */
export const countryField = (error: z.core.$ZodErrorMap | string = `pays : choisissez parmi ${CONCERT_COUNTRIES.join(', ')}`) =>
  inStudio(z.enum(CONCERT_COUNTRIES, { error }).default('France'), { label: 'Pays' });
