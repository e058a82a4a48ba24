/** The English style sheet: what every English string of the site follows (see ./types.ts). */
import type { StyleSheet } from './types.ts';

const en: StyleSheet = {
  lang: 'en',
  name: 'English',
  variety:
    'British English (colour, centre, programme, theatre, neighbourhood, travelled; -ise verbs: organise, improvise). Address the reader as “you”; the artist’s blog speaks as “I” and contracts as speech does (I’m, didn’t, it’s, that’s); the rest of the site may keep “we will” where it reads as a promise.',
  punctuation: {
    quotes: { open: '“', close: '”', innerOpen: '‘', innerClose: '’' },
    foreignQuotes: ['«', '»', '"'],
    spaceInsideQuotes: false,
    apostrophe: '’',
    separator: ' – ',
    spaceBeforeColon: false,
    lowerCaseAfterColon: ['The', 'A', 'An', 'And', 'But', 'Or', 'It', 'Its', 'This', 'That', 'These', 'Those', 'We', 'You', 'Your', 'Our', 'Every', 'Each', 'No', 'With', 'For', 'In', 'On'],
    capitalOnlyForNames: false,
  },
  numbers: {
    wordsUpTo: 9,
    rule: 'In running text, one to nine in words (five musicians), 10 and above in figures, except measurements, prices, dates and times (8 m, €24, 20:30). A sentence never opens with a figure.',
  },
  ensembles: {
    article: 'the',
    rule: 'An ensemble’s full name takes “the” in running text: the Yaniel Bárcenas Quintet, the Yaniel Bárcenas Trio, the Yaniel Bárcenas Duo; the fourth is the Mambí collective. Headings and titles show the name alone.',
    references: [{ formation: 'Mambí', reference: 'the Mambí collective' }],
  },
  glossary: [
    { term: 'master class', variants: ['masterclass', 'master-class', 'masterclasses'], note: 'Two words, plural “master classes”.' },
    { term: 'conservatoire', variants: ['conservatory', 'conservatories'], note: 'The French and British word for a music school of that rank.' },
    { term: 'line-up', variants: ['lineup'], note: 'The musicians of a concert or an ensemble, hyphenated as a noun.' },
    { term: 'ensemble', variants: [], note: 'The Quintet, Trio, Duo and Mambí are the artist’s four ensembles (not “formations”); “band” only in quoted speech.' },
    { term: 'technical rider', variants: ['tech rider', 'technical sheet'], note: 'The trade’s word for the fiche technique; with the stage plot and the input list.' },
    { term: 'stage plot', variants: ['stage plan', 'stage map'], note: 'The drawing of the stage.' },
    { term: 'input list', variants: ['patch list'], note: 'The channels the engineer plugs.' },
    { term: 'promoter', variants: [], note: 'Who books the artist for a venue or festival (programmer when it is a festival’s artistic director).' },
    { term: 'fee', variants: ['cachet'], note: 'What the artist is paid for a date.' },
    { term: 'drum kit', variants: ['drumset', 'drum set'], note: 'The jazz drummer’s instrument; “drums” also reads well.' },
    { term: 'oud', variants: [], note: 'Nadir Benslimane’s instrument.' },
    { term: 'email', variants: ['e-mail', 'mail address'], note: 'One word, no hyphen.' },
  ],
  avoid: [
    { word: 'the line-up for listening', use: 'the ensemble for listening rooms', why: 'calque of « la formation de l’écoute »' },
    { word: 'bareness', use: 'stripped back, bare', why: 'calque of « le dépouillement »' },
    { word: 'Yoruba cantos', use: 'Yoruba chants', why: '« canto » is Spanish' },
    { word: 'companies and associations', use: 'businesses and non-profits', why: 'calque of « entreprises et associations »' },
    { word: 'a music of', use: 'music of', why: '« music » takes no article in English' },
    { word: 'To discuss', use: 'Open to discussion', why: 'calque of « à discuter » for a price', caseSensitive: true },
    { word: 'formation', use: 'ensemble, line-up', why: 'French for an ensemble' },
    { word: 'animation', use: 'workshop, session', why: 'French for a led session' },
    { word: 'color', use: 'colour', why: 'American spelling' },
    { word: 'center', use: 'centre', why: 'American spelling' },
    { word: 'theater', use: 'theatre', why: 'American spelling' },
    { word: 'favorite', use: 'favourite', why: 'American spelling' },
    { word: 'neighborhood', use: 'neighbourhood', why: 'American spelling' },
    { word: 'catalog', use: 'catalogue', why: 'American spelling' },
    { word: 'traveling', use: 'travelling', why: 'American spelling' },
  ],
  frenchTitles:
    'A title is never translated: a song, an album, a show or a press headline keeps the words its author gave it. A French title shown to English readers is marked as French in the page (lang="fr") and, for headlines and quotes, followed by “(in French)”; the text around it (summaries, captions) is translated.',
};

export default en;
