/**
 * Shared behaviour of the floating widgets (follow panel, concert card): a body that unfolds
 * and folds, a toggle button that reflects it, and an automatic fold that never happens
 * under the visitor's pointer or keyboard focus.
 */
export type FoldState = 'hidden' | 'expanded' | 'collapsed';

export class FoldingWidget extends HTMLElement {
  #foldTimer: number | undefined;

  /** Wires the toggle button; call from connectedCallback. */
  protected wireToggle(): void {
    this.querySelector('[data-fold-toggle]')?.addEventListener('click', () => {
      window.clearTimeout(this.#foldTimer);
      this.show(this.dataset['state'] === 'expanded' ? 'collapsed' : 'expanded');
    });
  }

  protected show(state: FoldState): void {
    this.dataset['state'] = state;
    this.querySelector('[data-fold-toggle]')?.setAttribute('aria-expanded', String(state === 'expanded'));
  }

  /** Unfolds now and folds again after `visibleMs`. */
  protected unfoldFor(visibleMs: number): void {
    this.show('expanded');
    window.clearTimeout(this.#foldTimer);
    this.#foldTimer = window.setTimeout(() => this.#foldUnlessInUse(), visibleMs);
  }

  disconnectedCallback(): void {
    window.clearTimeout(this.#foldTimer);
  }

  #foldUnlessInUse(): void {
    if (this.matches(':hover') || this.contains(document.activeElement)) {
      // Focus moving between two links inside fires focusout first: look again once it has landed.
      const retry = () => window.setTimeout(() => this.#foldUnlessInUse(), 0);
      this.addEventListener('mouseleave', retry, { once: true });
      this.addEventListener('focusout', retry, { once: true });
      return;
    }
    if (this.dataset['state'] === 'expanded') this.show('collapsed');
  }
}
