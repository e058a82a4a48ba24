/** The press kits as built: linked from the ensembles and /presse in each language, the Spanish kit, the photo pack. */
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ensembleRoutes, kitRoute, localizedPath, pages } from '../../src/site.config.ts';
import { PRINT_PHOTO_MIN_SIDE } from '../../src/lib/image-rules.ts';
import { fileSlug, paragraphs } from '../../src/lib/press-kit.ts';
import { siteContent } from '../content-files.ts';
import { dictionaries } from '../../src/i18n/index.ts';
import { firstKitEnsemble, getKitPaths, translatedKit } from '../e2e/press-kits.ts';
import { attributeOf, builtBytes, builtPage, byRole, linkNamed, oneByRole, oneWithHeading, textOf } from './built-site.ts';

const kitPaths = getKitPaths();

describe('the general terms (/conditions-generales), as the artist writes them in content/booking/', () => {
  it.each(['fr', 'en', 'es'] as const)('in %s: the lead and each clause of the file in that language, under the title; every kit links them', (lang) => {
    const source = siteContent.readContentText(`booking/conditions-generales${lang === 'fr' ? '' : `.${lang}`}.md`);
    const clauses = [...source.matchAll(/^## (.+)$/gm)].map(([, title]) => title);
    const lead = /^lead: (.+)$/m.exec(source)?.[1];
    expect(clauses.length).toBeGreaterThan(0);
    const page = builtPage(pages.generalTerms[lang].path);
    expect(attributeOf(page, 'html', 'lang')).toBe(lang);
    expect(textOf(page.querySelector('h1'))).toBe(pages.generalTerms[lang].title);
    expect(page.querySelectorAll('main header p').map(textOf)).toEqual([dictionaries[lang].page.generalTerms.eyebrow, lead]);
    expect(page.querySelectorAll('main h2').map(textOf)).toEqual(clauses);
    // Translated: nothing on the page is marked as French.
    expect(lang === 'fr' || page.querySelector('main [lang="fr"]') === null).toBe(true);
    for (const path of kitPaths)
      expect(linkNamed(builtPage(localizedPath(path, lang)), dictionaries[lang].rider.generalTerms).getAttribute('href'), path).toBe(pages.generalTerms[lang].path);
  });
});

describe('press kit pages', () => {
  it('each kit is linked from its ensemble page and from /presse', () => {
    const fromPress = byRole(oneByRole(builtPage('/presse'), 'region', 'Kits presse et technique'), 'link').map((link) => link.getAttribute('href'));
    expect(fromPress).toEqual(kitPaths);
    for (const path of kitPaths) expect(linkNamed(builtPage(path.replace(/\/kit$/, '')), 'Kit presse et technique').getAttribute('href'), path).toBe(path);
  });

  it('in English, the ensemble pages and the press page link the English kits', () => {
    const englishKits = kitPaths.map((path) => localizedPath(path, 'en'));
    const fromPress = byRole(oneByRole(builtPage(pages.press.en.path), 'region', dictionaries.en.press.kits), 'link').map((link) => link.getAttribute('href'));
    expect(fromPress).toEqual(englishKits);
    for (const path of englishKits) expect(linkNamed(builtPage(path.replace(/\/kit$/, '')), dictionaries.en.ensemble.kit).getAttribute('href'), path).toBe(path);
  });

  it('the Spanish kit: its language, its bios and its Spanish PDFs first', () => {
    const page = builtPage(localizedPath(kitRoute(firstKitEnsemble), 'es'));
    expect(attributeOf(page, 'html', 'lang')).toBe('es');
    const card = oneWithHeading(page, 'copy-text', dictionaries.es.kit.presentationNames.medium.heading);
    expect(card.querySelectorAll('[data-copy-source] p').map(textOf)).toEqual(paragraphs(translatedKit('es').presentations.medium));
    expect(oneByRole(page, 'region', dictionaries.es.rider.technicalRider).querySelector('a[href$=".pdf"]')?.getAttribute('hreflang')).toBe('es');
    expect(byRole(page, 'link', dictionaries.es.kit.requestDate)[0]?.getAttribute('href')).toBe(
      `${pages.contact.es.path}?type=concert&demande=booking&formation=${firstKitEnsemble}#formulaire`,
    );
  });

  it('the photo pack holds every photo of the page once and, in each language, a credits file naming each', () => {
    const page = builtPage(kitPaths[0] ?? '/');
    const photos = page.querySelectorAll('a[href^="/documents/"][href$=".jpg"]').map((link) => (link.getAttribute('href') ?? '').split('/').pop() ?? '');
    const entries = unzipSync(new Uint8Array(builtBytes(attributeOf(page, 'a[href$=".zip"]', 'href') ?? '')));
    // The French page's ZIP: its photos, and their credits in each language.
    expect(Object.keys(entries).sort()).toEqual([...photos, 'credits-en.txt', 'credits-es.txt', 'credits-fr.txt'].sort());
    expect(strFromU8(entries['credits-en.txt'] ?? new Uint8Array())).toContain('· press photos\n');
    expect(strFromU8(entries['credits-es.txt'] ?? new Uint8Array())).toContain('· fotos de prensa\n');
    const credits = strFromU8(entries['credits-fr.txt'] ?? new Uint8Array());
    expect(credits).toContain(`\n\n${dictionaries.fr.rider.photoLicence(credits.split(' · ')[0] ?? '')}\n\n`);
    for (const photo of photos) {
      expect(credits).toContain(photo);
      // Credit and licence written into the photo itself (XMP).
      const xmp = Buffer.from(entries[photo] ?? []).toString('latin1');
      expect(xmp).toContain('<xmpRights:UsageTerms>');
      expect(xmp).toMatch(/<photoshop:Credit>Photo : [^<]+<\/photoshop:Credit>/);
      expect(Buffer.from(entries[photo] ?? []).equals(builtBytes(`/documents/${photo}`)), photo).toBe(true);
    }
    // Each caption's credit as it is written (allTextContents in the browser: white space kept).
    for (const credit of oneByRole(page, 'region', 'Photos de presse').querySelectorAll('figcaption span:nth-child(2)')) expect(credits).toContain(credit.textContent);
  });

  it.each(['en', 'es'] as const)('the %s kit page names its files in its language and gives its photos its language as their default (XMP x-default)', (lang) => {
    const page = builtPage(localizedPath(kitPaths[0] ?? '/', lang));
    const words = dictionaries[lang].rider;
    const heading = page.querySelector('h1');
    const slug = fileSlug(heading ? textOf(heading) : '');
    const pdfs = page.querySelectorAll('a[href$=".pdf"]').map((link) => link.getAttribute('href') ?? '');
    for (const kind of ['rider', 'plot'] as const)
      expect(pdfs, kind).toContainEqual(expect.stringMatching(new RegExp(`/${slug}-${words.fileNames[kind]}-${lang}-[0-9a-f]+\\.pdf$`)));
    const zip = attributeOf(page, 'a[href$=".zip"]', 'href') ?? '';
    expect(zip).toMatch(new RegExp(`/${slug}-${words.fileNames.photos}-[0-9a-f]+\\.zip$`));
    const entries = unzipSync(new Uint8Array(builtBytes(zip)));
    const photos = Object.keys(entries).filter((file) => file.endsWith('.jpg'));
    expect(photos.length).toBeGreaterThan(0);
    const captions = (translatedKit(lang) as unknown as { photos: { caption: string }[] }).photos.map((photo) => photo.caption);
    for (const file of photos) {
      expect(file).toMatch(new RegExp(`^${slug}-${words.fileNames.photo}-\\d+-[0-9a-f]+\\.jpg$`));
      const xmp = Buffer.from(entries[file] ?? []).toString('utf8');
      const index = Number(/-(\d+)-[0-9a-f]+\.jpg$/.exec(file)?.[1]) - 1;
      expect(xmp, file).toContain(`<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${(captions[index] ?? '').replace(/&/g, '&amp;')}</rdf:li>`);
      expect(xmp, file).toMatch(new RegExp(`<xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="x-default">${words.photoLicence('').slice(0, 12)}`));
    }
    // Each photo's own link on the page is the ZIP's file.
    for (const link of page.querySelectorAll('a[href^="/documents/"][href$=".jpg"]')) expect(photos).toContain((link.getAttribute('href') ?? '').split('/').pop());
  });

  it.each(kitPaths)('%s: every photo of its ZIP is print-ready, with its credit, captions and licence in the file, and its size in the credits', async (path) => {
    type KitPhotos = { photos: { caption: string; photographer: string }[] };
    const ensemble = (Object.keys(ensembleRoutes) as (keyof typeof ensembleRoutes)[]).find((key) => kitRoute(key) === path) ?? '';
    const kitIn = (lang: 'fr' | 'en' | 'es') => JSON.parse(siteContent.readContentText(`kits/${ensemble}${lang === 'fr' ? '' : `.${lang}`}.json`)) as KitPhotos;
    const page = builtPage(path);
    const entries = unzipSync(new Uint8Array(builtBytes(attributeOf(page, 'a[href$=".zip"]', 'href') ?? '')));
    const credits = (lang: 'fr' | 'en' | 'es') => strFromU8(entries[`credits-${lang}.txt`] ?? new Uint8Array());
    const name = credits('fr').split(' · ')[0] ?? '';
    const photos = Object.keys(entries).filter((file) => file.endsWith('.jpg'));
    expect(photos.length).toBe(kitIn('fr').photos.length);
    for (const file of photos) {
      const index = Number(/-photo-(\d+)-/.exec(file)?.[1]) - 1;
      // Read as a newsroom's software reads it: the JPEG's own header and its XMP packet (libvips, through sharp).
      const { format, width = 0, height = 0, xmp } = await sharp(entries[file]).metadata();
      expect([format, Math.max(width, height) >= PRINT_PHOTO_MIN_SIDE], `${file}: ${width} × ${height}`).toEqual(['jpeg', true]);
      const packet = (xmp?.toString('utf8') ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      const photographer = kitIn('fr').photos[index]?.photographer ?? '';
      expect(packet, file).toContain(`<dc:creator><rdf:Seq><rdf:li>${photographer}</rdf:li></rdf:Seq></dc:creator>`);
      expect(packet, file).toContain(`<photoshop:Credit>${dictionaries.fr.rider.photoBy(photographer)}</photoshop:Credit>`);
      for (const lang of ['fr', 'en', 'es'] as const) {
        expect(packet, `${file} (${lang})`).toContain(`>${kitIn(lang).photos[index]?.caption}</rdf:li>`);
        expect(packet, `${file} (${lang})`).toContain(`>${dictionaries[lang].rider.photoLicence(name)}</rdf:li>`);
        expect(credits(lang), `${file} (${lang})`).toContain(
          `${file}\n  ${kitIn(lang).photos[index]?.caption}\n  ${dictionaries[lang].rider.photoBy(photographer)} · ${width} × ${height} px`,
        );
      }
    }
    for (const lang of ['fr', 'en', 'es'] as const) expect(credits(lang)).toContain(`\n\n${dictionaries[lang].rider.photoLicence(name)}\n\n`);
  });

  it.each(kitPaths.flatMap((path) => (['fr', 'en', 'es'] as const).map((lang) => [localizedPath(path, lang), lang] as const)))(
    '%s opens on a summary linking to each section, and every scrolling table is reachable by keyboard',
    (path, lang) => {
      const page = builtPage(path);
      const summary = oneByRole(page, 'region', dictionaries[lang].kit.summary);
      expect(summary.querySelectorAll('dt').map(textOf)).toEqual([
        dictionaries[lang].rider.travelParty,
        dictionaries[lang].rider.inputList,
        dictionaries[lang].rider.stageSize,
        dictionaries[lang].rider.sets,
        dictionaries[lang].rider.schedule,
        dictionaries[lang].rider.festival,
        dictionaries[lang].rider.fees,
      ]);
      const links = oneByRole(summary, 'navigation', dictionaries[lang].kit.inThisKit).querySelectorAll('a');
      expect(links.length).toBeGreaterThan(6);
      for (const link of links) expect(page.querySelector(link.getAttribute('href') ?? '#none'), link.getAttribute('href') ?? '').not.toBeNull();
      for (const scroller of page.querySelectorAll('.overflow-x-auto')) {
        expect(scroller.getAttribute('tabindex')).toBe('0');
        expect(scroller.getAttribute('aria-label')).toBeTruthy();
      }
      const plot = page.querySelector('.stage-plot svg');
      expect(plot?.getAttribute('role')).toBe('img');
      expect(plot?.querySelectorAll('path').length).toBeGreaterThan(20);
    },
  );

  it.each(kitPaths.flatMap((path) => (['fr', 'en', 'es'] as const).map((lang) => [localizedPath(path, lang), lang] as const)))(
    '%s quotes the press about this ensemble only, between the page language’s quotation marks, each translation under its original marked with its language, a French one said to be French',
    (path, lang) => {
      type Quote = { id: string; extract: string; ensemble?: string; language?: 'fr' | 'en' | 'es'; translation?: string };
      const id = path
        .replace(/^\/(en|es)\//, '/')
        .split('/')[1]
        ?.replace('yaniel-barcenas-', '');
      const about = siteContent.readFolder<Quote>('press/quotes').filter((quote) => quote.ensemble !== undefined && fileSlug(quote.ensemble) === id);
      const figures = builtPage(path)
        .querySelectorAll('figure')
        .filter((figure) => figure.querySelector('blockquote'));
      const { open, close } = dictionaries[lang].quotes;
      expect(figures.map((figure) => textOf(figure.querySelector('blockquote')))).toEqual(about.map((quote) => `${open}${quote.extract}${close}`));
      figures.forEach((figure, index) => {
        const quote = about[index];
        const original = quote?.language ?? 'fr';
        expect(figure.querySelector('blockquote')?.getAttribute('lang') ?? lang).toBe(original);
        expect(textOf(figure).includes(`(${dictionaries[lang].blog.inFrench})`)).toBe(original === 'fr' && lang !== 'fr');
        const translation =
          original === lang
            ? undefined
            : lang === 'fr'
              ? quote?.translation
              : (JSON.parse(siteContent.readContentText(`press/quotes/${quote?.id}.${lang}.json`)) as Quote).translation;
        expect(textOf(figure.querySelector('[data-quote-translation]')) || undefined).toBe(translation && `${dictionaries[lang].press.translation} ${translation}`);
      });
    },
  );
});

describe('the kits’ 24 PDFs, read back as a programmer’s PDF reader would', () => {
  /** Each kit's rider and plot in each language, by the links of its French page (each lists the three languages). */
  const documents = kitPaths.flatMap((path) =>
    (['rider', 'plot'] as const).map((kind) => {
      // The rider's section and the plot's, each with its three PDFs.
      const section = builtPage(path).querySelector(`section[aria-labelledby="${kind === 'rider' ? 'fiche-titre' : 'plan-titre'}"]`);
      const links = section?.querySelectorAll('a[href$=".pdf"]') ?? [];
      return { path, kind, files: links.map((link) => ({ lang: (link.getAttribute('hreflang') ?? 'fr') as 'fr' | 'en' | 'es', href: link.getAttribute('href') ?? '' })) };
    }),
  );
  async function pagesOf(href: string): Promise<string[]> {
    const { extractText, getDocumentProxy } = await import('unpdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(builtBytes(href))), { mergePages: false });
    return text.map((page) => page.replace(/\s+/g, ' ').trim());
  }
  const sectionTitles = (lang: 'fr' | 'en' | 'es') => {
    const words = dictionaries[lang].rider;
    return [
      words.travelParty,
      words.inputList,
      words.monitors,
      words.frontOfHouse,
      words.lighting,
      words.backlineVenue,
      words.backlineBand,
      words.logistics,
      words.technicalContact,
    ];
  };

  it('are 24: a rider and a plot per kit and per language', () => {
    expect(documents.flatMap((document) => document.files)).toHaveLength(kitPaths.length * 6);
  });

  it.each(documents.map((document) => [`${document.path} ${document.kind}`, document] as const))(
    '%s: page counts within one of each other across languages, the plot on one page, the rider’s last page not one lone block',
    { timeout: 60_000 },
    async (_name, document) => {
      const counts: number[] = [];
      for (const { lang, href } of document.files) {
        const pages = await pagesOf(href);
        counts.push(pages.length);
        if (document.kind === 'plot') expect(pages, `${href}: the plot and its table on one page`).toHaveLength(1);
        else {
          // The page before the plot's, the rider's last: at least two of its sections (never the contact alone).
          const last = pages.at(-2) ?? '';
          const sections = sectionTitles(lang).filter((title) => last.includes(title));
          expect(sections.length, `${href}, page ${pages.length - 1}: ${sections.join(', ')}`).toBeGreaterThanOrEqual(2);
          // The festival's day and the indicative fee, in the PDF's language.
          expect(pages.join(' '), href).toContain(dictionaries[lang].rider.festival);
          expect(pages.join(' '), href).toContain(dictionaries[lang].rider.fees);
        }
      }
      expect(Math.max(...counts) - Math.min(...counts), `${document.path} ${document.kind}: ${counts.join(', ')} pages`).toBeLessThanOrEqual(1);
    },
  );

  it.each(kitPaths.flatMap((path) => (['fr', 'en', 'es'] as const).map((lang) => [localizedPath(path, lang), lang] as const)))(
    '%s gives a festival’s day and the indicative fee in its language',
    (path, lang) => {
      const text = textOf(builtPage(path).querySelector('section[aria-labelledby="fiche-titre"]'));
      expect(text).toContain(dictionaries[lang].rider.festival);
      expect(text).toMatch(new RegExp(`${dictionaries[lang].rider.feeEvents.festival} [^·]*€`));
    },
  );
});
