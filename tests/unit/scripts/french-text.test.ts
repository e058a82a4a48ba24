import { describe, expect, it } from 'vitest';
import { frenchLeaks, frenchTwinPath, pageTexts, phrasesOf, readsAsFrench } from '../../../scripts/lib/french-text';

const page = (lang: string, head: string, body: string) => `<html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;
const frenchConcert = page(
  'fr',
  '<title>Le trio en hiver · Le Comptoir du Robec, Rouen</title><meta name="description" content="Une soirée intime autour des boléros.">',
  '<h1>Le trio en hiver</h1><p>Une soirée intime autour des boléros.</p><img src="/a.jpg" alt="Portrait de Yaniel Bárcenas en contre-jour"><button aria-label="Mettre la vidéo de fond en pause"></button><p>Le Comptoir du Robec</p>',
);

describe('French left on an English or Spanish page', () => {
  it('fails a French sentence the twin shows, in the text, an alt text, an ARIA label or the head', () => {
    const english = page(
      'en',
      '<title>The trio in winter</title><meta name="description" content="Une soirée intime autour des boléros.">',
      '<h1>The trio in winter</h1><img src="/a.jpg" alt="Pictured: Portrait de Yaniel Bárcenas en contre-jour"><button aria-label="Mettre la vidéo de fond en pause"></button>',
    );
    expect(frenchLeaks(english, frenchConcert, 'en')).toEqual([
      'Une soirée intime autour des boléros',
      'Portrait de Yaniel Bárcenas en contre-jour',
      'Mettre la vidéo de fond en pause',
    ]);
  });

  it('passes French inside lang="fr", and in the head when the body marks it as French', () => {
    const spanish = page(
      'es',
      '<title>Le trio en hiver · Le Comptoir du Robec, Ruan</title><script type="application/ld+json">{"@type":"MusicEvent","name":"Le trio en hiver"}</script>',
      '<h1 lang="fr">Le trio en hiver</h1><p>El texto de este concierto está en francés.</p><div lang="fr"><p>Une soirée intime autour des boléros.</p></div><p>Le Comptoir du Robec</p>',
    );
    expect(frenchLeaks(spanish, frenchConcert, 'es')).toEqual([]);
  });

  it('fails the untranslated title in the head when the body does not mark it', () => {
    const english = page('en', '<script type="application/ld+json">{"name":"Le trio en hiver"}</script>', '<h1>Le trio en hiver</h1>');
    expect(frenchLeaks(english, frenchConcert, 'en')).toEqual(['Le trio en hiver']);
  });

  it('passes names and addresses marked translate="no", and text written in another language', () => {
    const french = page('fr', '', '<p>60 rue des Lombards</p><p>Danzón pour un oud</p>');
    const english = page('en', '', '<p translate="no">60 rue des Lombards</p><p lang="es">Danzón pour un oud</p>');
    expect(frenchLeaks(english, french, 'en')).toEqual([]);
    expect(frenchLeaks(english.replace(' translate="no"', ''), french, 'en')).toEqual(['60 rue des Lombards']);
  });

  it('fails, on a Spanish page, French that reads as Spanish word by word once the English twin translated it', () => {
    const spanish = page('es', '', '<button aria-label="Mettre la vidéo de fond en pause"></button><p>Bolero de la ventana</p>');
    const french = page('fr', '', '<button aria-label="Mettre la vidéo de fond en pause"></button><p>Bolero de la ventana</p>');
    const english = page('en', '', '<button aria-label="Pause the background video"></button><p>Bolero de la ventana</p>');
    expect(frenchLeaks(spanish, french, 'es')).toEqual([]);
    expect(frenchLeaks(spanish, french, 'es', english)).toEqual(['Mettre la vidéo de fond en pause']);
  });

  it('fails a single French word the third twin translated, and passes one the three pages share', () => {
    const french = page('fr', '', '<h2>Vidéo</h2><p>Uzès</p><h2>Photos</h2>');
    const spanish = page('es', '', '<h2>Vídeo</h2><p>Uzès</p><h2>Fotos</h2>');
    const english = page('en', '', '<h2>Vidéo</h2><p>Uzès</p><h2>Photos</h2>');
    expect(frenchLeaks(english, french, 'en', spanish)).toEqual(['Vidéo']);
    expect(frenchLeaks(english.replace('<h2>Vidéo', '<h2 lang="fr">Vidéo'), french, 'en', spanish)).toEqual([]);
  });

  it('passes French the twin does not show: the leak is what the page kept of its twin', () => {
    expect(frenchLeaks(page('en', '', '<p>Une soirée pour la rumba</p>'), frenchConcert, 'en')).toEqual([]);
  });

  it('tell French from names, English and Spanish', () => {
    expect(readsAsFrench('Mettre la vidéo de fond en pause', 'en')).toBe(true);
    expect(readsAsFrench('Mettre la vidéo de fond en pause', 'es')).toBe(false); // every word could be Spanish
    expect(readsAsFrench('Une soirée pour la rumba', 'es')).toBe(true);
    expect(readsAsFrench('Paris 11e', 'en')).toBe(true);
    expect(readsAsFrench("l'album de la semaine", 'es')).toBe(true);
    expect(readsAsFrench('Le Comptoir du Robec', 'en')).toBe(false);
    expect(readsAsFrench('Jazz sur Seine', 'es')).toBe(false);
    expect(readsAsFrench('La loma del Cuzco', 'en')).toBe(false);
    expect(readsAsFrench('Así de simple', 'en')).toBe(false);
    expect(readsAsFrench('The duo is back in Belgium', 'en')).toBe(false);
    expect(readsAsFrench('Concerts', 'en')).toBe(false);
  });

  it('cut a text at its sentences and clauses', () => {
    expect(phrasesOf('Yaniel Bárcenas Trio : Le trio en hiver, Le Comptoir du Robec (Rouen).\n Complet')).toEqual([
      'Yaniel Bárcenas Trio',
      'Le trio en hiver',
      'Le Comptoir du Robec',
      'Rouen',
      'Complet',
    ]);
  });

  it('read the texts of the head, the JSON-LD and the attributes, and find the French twin', () => {
    const html = page(
      'en',
      '<title>T</title><meta property="og:image:alt" content="A portrait"><meta property="og:url" content="https://a.example/en"><link rel="alternate" hreflang="fr" href="https://a.example/concerts/">',
      '<img alt="A guitar"><span title="Hint"></span><script type="application/ld+json">{"@type":"Event","url":"https://a.example","description":"An evening"}</script>',
    );
    expect(pageTexts(html).texts).toEqual(['T', 'A portrait', 'An evening', '', 'A guitar', 'Hint']);
    expect(frenchTwinPath(html, 'https://a.example')).toBe('/concerts');
  });
});
