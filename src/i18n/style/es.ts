/** The Spanish style sheet: what every Spanish string of the site follows (see ./types.ts). */
import type { StyleSheet } from './types.ts';

const es: StyleSheet = {
  lang: 'es',
  name: 'Español',
  variety:
    'Español peninsular: se tutea al lector (tú, tu cuenta, escríbenos), nunca usted; vocabulario de España (móvil, ordenador, aparcamiento, entradas, coger el tren), no el de América (celular, computadora, estacionamiento, boletos). El blog del artista habla en primera persona.',
  punctuation: {
    quotes: { open: '«', close: '»', innerOpen: '“', innerClose: '”' },
    foreignQuotes: ['"'],
    spaceInsideQuotes: false,
    apostrophe: '’',
    separator: ' – ',
    spaceBeforeColon: false,
    lowerCaseAfterColon: ['El', 'La', 'Los', 'Las', 'Un', 'Una', 'Unos', 'Unas', 'Y', 'Pero', 'Con', 'Para', 'Por', 'En', 'De', 'Del', 'Se', 'Su', 'Sus', 'Es', 'Son', 'Cada', 'Todo', 'Toda', 'Todos', 'Nada', 'No', 'Tu', 'Tus', 'Lo', 'Que'],
    capitalOnlyForNames: true,
  },
  numbers: {
    wordsUpTo: 30,
    rule: 'En el texto corrido, del cero al treinta en letras (cinco músicos), a partir de 31 en cifras, salvo medidas, precios, fechas y horas (8 m, 24 €, 20:30). Una frase nunca empieza por una cifra: «Seis discos como líder…».',
  },
  ensembles: {
    article: 'el',
    rule: 'El nombre completo de una formación lleva artículo en el texto: el Yaniel Bárcenas Quintet, contratar al Yaniel Bárcenas Trio, la gira del Yaniel Bárcenas Duo; la cuarta es el colectivo Mambí. Títulos y encabezados muestran el nombre solo.',
    references: [{ formation: 'Mambí', reference: 'el colectivo Mambí' }],
  },
  glossary: [
    { term: 'clase magistral', variants: ['masterclass', 'clases maestras', 'clase maestra'], note: 'Plural: clases magistrales. «Master class» solo dentro de un nombre escrito en francés (el de una formación invitada, un título).' },
    { term: 'conservatorio', variants: [], note: 'Escuela superior de música.' },
    { term: 'formación', variants: ['line-up', 'lineup'], note: 'Las cuatro formaciones del artista (Quintet, Trio, Duo, Mambí) y los músicos de un concierto.' },
    { term: 'laúd árabe', variants: ['oud'], note: 'El instrumento de Nadir Benslimane: «laúd árabe» la primera vez, luego «laúd»; su intérprete, laudista.' },
    { term: 'dosier', variants: ['dossier'], note: 'Grafía adaptada (Fundéu), plural dosieres.' },
    { term: 'rider técnico', variants: ['ficha técnica', 'rider tecnico'], note: 'Con el plano de escenario y la lista de canales.' },
    { term: 'plano de escenario', variants: ['stage plot', 'plano de escena'], note: 'El dibujo del escenario.' },
    { term: 'lista de canales', variants: ['input list', 'patch list'], note: 'Los canales que conecta el técnico de sonido.' },
    { term: 'batería', variants: [], note: 'El instrumento del baterista de jazz; «tambores» solo para los de la percusión cubana (batá, congas).' },
    { term: 'programador', variants: [], note: 'Quien contrata al artista para una sala o un festival; en el rider, «organizador» es quien aporta el material.' },
    { term: 'caché', variants: ['cachet'], note: 'Lo que cobra el artista por una fecha.' },
    { term: 'Comprar entradas', variants: ['Reservar ahora'], note: 'El botón de venta de entradas, igual en la web y en los correos.' },
    { term: 'Multimedia', variants: [], note: 'La página de vídeos y fotos.' },
    { term: 'vídeo', variants: ['video'], note: 'Con tilde en España.' },
  ],
  avoid: [
    { word: 'contrabajo y tambores', use: 'contrabajo y batería', why: 'el quinteto tiene batería, no tambores' },
    { word: 'alta definición', use: 'alta resolución', why: 'una foto tiene resolución, un vídeo definición' },
    { word: 'al margen de', use: 'con motivo de, junto a', why: 'calco de « en marge de »' },
    { word: 'ha hecho restaurar', use: 'ha restaurado, ha mandado restaurar', why: 'calco de « a fait restaurer »' },
    { word: 'hecho restaurar', use: 'mandado restaurar', why: 'calco de « faire restaurer »' },
    { word: 'llevadas por', use: 'impulsadas por, sostenidas por', why: 'calco de « portées par »' },
    { word: 'llevado por', use: 'impulsado por, sostenido por', why: 'calco de « porté par »' },
    { word: 'despojado', use: 'desnudo, austero', why: 'calco de « dépouillé »' },
    { word: 'Media', use: 'Multimedia', why: 'anglicismo (la página de vídeos y fotos)', caseSensitive: true, alone: true },
    { word: 'Socios', use: 'Colaboradores, Entidades colaboradoras', why: 'un socio comparte un negocio', caseSensitive: true, alone: true },
    { word: 'usted', use: 'tú', why: 'la web tutea' },
    { word: 'se enfermó', use: 'se puso enfermo', why: 'uso americano' },
    { word: 'paso al costado', use: 'paso a un lado', why: 'uso americano' },
    { word: 'celular', use: 'móvil', why: 'uso americano' },
    { word: 'computadora', use: 'ordenador', why: 'uso americano' },
    { word: 'estacionamiento', use: 'aparcamiento', why: 'uso americano' },
    { word: 'boletos', use: 'entradas', why: 'uso americano' },
    { word: 'en vivo', use: 'en directo', why: 'uso americano' },
    { word: 'acá', use: 'aquí', why: 'uso americano' },
  ],
  frenchTitles:
    'Un título no se traduce: canciones, discos, espectáculos y titulares de prensa conservan las palabras de su autor. Un título francés ante lectores hispanohablantes se marca como francés en la página (lang="fr") y, si es un titular o una cita, va seguido de «(en francés)»; el texto que lo rodea (resúmenes, pies de foto) se traduce.',
};

export default es;
