/**
 * « Enregistrer » pressed with a mistake below the visible part of the form: Sveltia CMS 0.221
 * refuses the save, marks the field and says « Un champ comporte une erreur » in a notice, but
 * leaves the form where it is, so the artist sees no mistake. This brings the first field with an
 * error into view and puts the cursor in it. Served beside the studio as /admin/first-error.js
 * (index.ts), from this function's own source: it runs in the studio's page and uses nothing from
 * outside itself.
 *
 * Sveltia offers no hook for a refused save; what is read is its page: the save button (the one
 * with the Ctrl+S shortcut, which the shortcut clicks too), its notice (an error alert with a
 * button, « Show Errors », in a shown toast; it stays five seconds, so a second refusal changes
 * nothing on the page: the click is the signal, not the notice), the form (the edit pane), a
 * field's error (`.validation` in a `.field`). Sveltia draws a field only once it has been scrolled
 * to (a placeholder until then), so the first error may not be drawn yet: the form is walked down,
 * each placeholder brought into view in turn, until the first error is drawn. A save refused by
 * one of our helpers (image-width.ts), before Sveltia sees it, makes no notice: that helper says
 * so with `refusedSaveEvent`, and its message is a `.validation` too.
 */
export function revealFirstError({ refusedSaveEvent }: { refusedSaveEvent: string }): void {
  const SAVE_BUTTON = 'button[aria-keyshortcuts$="+S"]';
  const REFUSED_SAVE_NOTICE = '.sui.toast[aria-hidden="false"] .sui.alert.error';
  const FORM = '.content-editor .pane[data-mode="edit"]';
  /** More turns than the longest form has fields: a placeholder that never draws does not hold the page. */
  const MOST_TURNS = 200;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

  async function reveal(form: Element): Promise<void> {
    for (let turn = 0; turn < MOST_TURNS; turn++) {
      const error = form.querySelector('.field .validation');
      const undrawn = form.querySelector('.placeholder');
      const errorFirst = error !== null && (undrawn === null || (error.compareDocumentPosition(undrawn) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
      if (errorFirst) {
        const field = error.closest('.field') ?? error;
        field.scrollIntoView({ block: 'center' });
        // An image field's path box is a focusable textbox of its own.
        field.querySelector<HTMLElement>('input, textarea, [contenteditable="true"], [role="textbox"][tabindex="0"]')?.focus({ preventScroll: true });
        return;
      }
      if (undrawn === null) return;
      undrawn.scrollIntoView({ block: 'center' });
      // Sveltia draws a field when it sees it (an IntersectionObserver): two frames later.
      await nextFrame();
      await nextFrame();
    }
  }

  /**
   * After a click on « Enregistrer »: Sveltia validates once the fields being typed in have
   * settled, its notice comes a moment later, or never when the save goes through: looked for at
   * each frame for ten seconds, a slow phone's margin.
   */
  async function afterSave(): Promise<void> {
    const until = performance.now() + 10_000;
    while (performance.now() < until) {
      await nextFrame();
      const notice = document.querySelector(REFUSED_SAVE_NOTICE);
      const form = document.querySelector(FORM);
      // Only the refused save's notice has a button (« Show Errors »); a failed deletion's has none.
      if (notice?.querySelector('button') && form) {
        await reveal(form);
        return;
      }
    }
  }

  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest(SAVE_BUTTON)) void afterSave();
    },
    true,
  );
  document.addEventListener(refusedSaveEvent, () => {
    const form = document.querySelector(FORM);
    if (form) void reveal(form);
  });
}
