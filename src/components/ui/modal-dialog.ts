/**
 * What every modal of the site adds to the native <dialog> opened with showModal(), which
 * already brings Escape, the inert page behind and the focus moved inside:
 * - a click on the backdrop closes it (the click lands on the <dialog> itself, outside its box);
 * - any [data-modal-close] inside closes it;
 * - focus returns to the element that opened it, without scrolling the page;
 * - page scroll is locked meanwhile by `html:has(dialog[open])` in global.css.
 */

const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function isOutside(box: DOMRect, event: MouseEvent): boolean {
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** Wires the closing behaviours once; `onClose` runs after each close (e.g. to stop a player). */
export function setUpModal(dialog: HTMLDialogElement, onClose?: () => void): void {
  dialog.querySelectorAll('[data-modal-close]').forEach((button) => button.addEventListener('click', () => dialog.close()));
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && isOutside(dialog.getBoundingClientRect(), event)) dialog.close();
  });
  dialog.addEventListener('close', () => {
    onClose?.();
    openers.get(dialog)?.focus({ preventScroll: true });
    openers.delete(dialog);
  });
}

/** Opens the dialog as a modal and remembers who opened it. */
export function openModal(dialog: HTMLDialogElement, opener: HTMLElement): void {
  openers.set(dialog, opener);
  if (!dialog.open) dialog.showModal();
}
