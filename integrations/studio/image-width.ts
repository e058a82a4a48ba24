/**
 * An image narrower than its pages draw it, chosen in the studio: a message under the field says so
 * in the build's words (« Cette image est trop petite : 800 pixels de large ; il en faut au moins
 * 1200… »), and « Enregistrer » (or Ctrl+S, which clicks it) saves nothing until a wide-enough image
 * replaces it. Without this the studio saves it, the build refuses the entry, and it vanishes from
 * the site. Sveltia CMS 0.221 checks an image's weight (max_file_size) but not its dimensions, and
 * has no validation hook for its own fields; so this reads its page, like first-error.ts: served
 * beside the studio as /admin/image-width.js (index.ts) from this function's own source, called
 * with its options written as JSON, it uses nothing from outside itself.
 *
 * What is read: the form's address (`#/collections/blog/…`), each field's key path (Sveltia's
 * `.field[data-key-path]`, `photos.0.image` for a list's item), the preview `<img>` of an image
 * field, and the control that names the field's error (`aria-errormessage`), which the message
 * answers as Sveltia's own do. The preview of a chosen file shows the file itself, but that of an
 * image already in the repository is a 512-pixel thumbnail Sveltia draws: the width is read from
 * the file behind the preview's blob: address, noted as Sveltia makes it (URL.createObjectURL), and
 * an image without one (already in the repository, checked by the build) is left alone.
 */
import { narrowImage } from '../../src/lib/content-messages.ts';

/** The studio's message for an image too narrow, in the build's words: `{width}` and `{needed}` are filled in the page. */
export const NARROW_IMAGE_MESSAGE = `Cette image est trop petite : ${narrowImage.width('{width}', '{needed}')}. ${narrowImage.fix('{needed}')}.`;

export interface ImageWidthOptions {
  /** By collection, then by key path ("photos.*.image"), the least width in pixels (cms-config.ts's imageMinWidths). */
  minWidths: Record<string, Record<string, number>>;
  /** NARROW_IMAGE_MESSAGE. */
  message: string;
  /** The event that asks first-error.js to bring the form to its first error: a refused save of ours makes no Sveltia notice. */
  refusedSaveEvent: string;
}

export function refuseNarrowImages({ minWidths, message, refusedSaveEvent }: ImageWidthOptions): void {
  const SAVE_BUTTON = 'button[aria-keyshortcuts$="+S"]';
  const COLLECTION = /^#\/collections\/([^/]+)\//;
  const MESSAGE_CLASS = 'narrow-image';
  /** The files behind the blob: addresses Sveltia makes, a chosen image's among them (this runs before Sveltia). */
  const files = new Map<string, File>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object) => {
    const address = createObjectURL(object);
    if (object instanceof File) files.set(address, object);
    return address;
  };
  /** Each image's width, by its address, decoded once: the save button waits for them. */
  const widths = new Map<string, Promise<number | undefined>>();
  /** Set while the checked save goes on to Sveltia. */
  let checked = false;

  interface CheckedField {
    field: HTMLElement;
    needed: number;
  }

  /** The form's image fields that have a least width. */
  function checkedFields(): CheckedField[] {
    const collection = COLLECTION.exec(location.hash)?.[1];
    const byPath = collection === undefined ? undefined : minWidths[collection];
    if (byPath === undefined) return [];
    return [...document.querySelectorAll<HTMLElement>('.field[data-key-path]')].flatMap((field) => {
      const needed = byPath[(field.dataset['keyPath'] ?? '').replace(/\.\d+(?=\.|$)/g, '.*')];
      return needed === undefined ? [] : [{ field, needed }];
    });
  }

  const imageOf = (field: HTMLElement) => field.querySelector<HTMLImageElement>('.preview img')?.src;

  /**
   * The width of the file a preview shows, turned as the page shows it (as the build reads it), or
   * undefined for a thumbnail or a file that cannot be decoded: left to the build.
   */
  function widthOf(source: string): Promise<number | undefined> {
    let width = widths.get(source);
    if (width === undefined) {
      const file = files.get(source);
      width = file
        ? createImageBitmap(file).then(
            (bitmap) => {
              const { width: pixels } = bitmap;
              bitmap.close();
              return pixels;
            },
            () => undefined,
          )
        : Promise.resolve(undefined);
      widths.set(source, width);
    }
    return width;
  }

  function show(field: HTMLElement, text: string | undefined): void {
    const control = field.querySelector('[aria-errormessage]');
    let note = field.querySelector<HTMLElement>(`:scope > .${MESSAGE_CLASS}`);
    if (text === undefined) {
      if (note) {
        note.remove();
        control?.setAttribute('aria-invalid', 'false');
      }
      return;
    }
    if (!note) {
      // Sveltia's own error, where it puts it (under the field's label) and as it marks it up:
      // an alert named by the control's aria-errormessage, with its error icon.
      note = document.createElement('div');
      note.className = `validation ${MESSAGE_CLASS}`;
      note.setAttribute('role', 'alert');
      note.setAttribute('aria-live', 'polite');
      const errorId = control?.getAttribute('aria-errormessage');
      if (errorId) note.id = errorId;
      // Sveltia's styles for its error are scoped to its own elements: its colour and sizes, by its variables.
      note.style.cssText = 'color: var(--sui-error-foreground-color); font-size: var(--sui-font-size-small);';
      const line = document.createElement('div');
      line.setAttribute('role', 'none');
      line.style.cssText = 'display: flex; align-items: center; gap: 4px; margin: 4px 0 0;';
      const icon = document.createElement('span');
      icon.className = 'sui icon material-symbols-outlined';
      icon.setAttribute('aria-hidden', 'true');
      icon.style.cssText = 'flex: none; font-size: 16px;';
      icon.textContent = 'error';
      line.append(icon, document.createElement('span'));
      note.append(line);
      field.querySelector(':scope > header')?.after(note);
    }
    const words = note.querySelector('span:last-child');
    if (words && words.textContent !== text) words.textContent = text;
    if (control?.getAttribute('aria-invalid') !== 'true') control?.setAttribute('aria-invalid', 'true');
  }

  /** Whether the field's image is too narrow, its message shown or cleared accordingly. */
  async function check({ field, needed }: CheckedField): Promise<boolean> {
    const source = imageOf(field);
    const width = source === undefined ? undefined : await widthOf(source);
    // Another image chosen meanwhile: its own check says.
    if (imageOf(field) !== source) return false;
    const narrow = width !== undefined && width < needed;
    show(field, narrow ? message.replaceAll('{width}', String(width)).replaceAll('{needed}', String(needed)) : undefined);
    return narrow;
  }

  // Before Sveltia (a listener on the window, capturing): the save waits for the widths, then goes on or is refused.
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(SAVE_BUTTON) : null;
      const fields = checkedFields().filter(({ field }) => imageOf(field) !== undefined);
      if (checked || !button || fields.length === 0) return;
      event.stopPropagation();
      event.preventDefault();
      void Promise.all(fields.map(check)).then((narrow) => {
        if (narrow.includes(true)) {
          document.dispatchEvent(new CustomEvent(refusedSaveEvent));
          return;
        }
        checked = true;
        button.click();
        checked = false;
      });
    },
    true,
  );
  // Shown as soon as the image is chosen, and for an entry opened with one; cleared when it is replaced.
  new MutationObserver(() => checkedFields().forEach((field) => void check(field))).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src'],
  });
}
