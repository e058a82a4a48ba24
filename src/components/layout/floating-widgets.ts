/**
 * The floating widgets (FollowPanel.astro, ConcertCard.astro): their behaviour and their styles,
 * in one cached file that BaseLayout loads on demand once the page has loaded and painted
 * (FloatingWidgetsBehaviour.astro, trigger 'painted'). They show themselves seconds later, out of
 * the flow: the first view carries neither their script nor their rules, a tenth of a document
 * (issue 49). Their words stay in every page's HTML, held back by `hidden` until these styles apply.
 */
import widgetStyles from './floating-widgets.css?inline';

// Constructed, not a <style> element: the page's CSP lists the hashes of its own inline styles only.
const sheet = new CSSStyleSheet();
sheet.replaceSync(widgetStyles);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

type FoldState = 'hidden' | 'expanded' | 'collapsed';

/**
 * Shared behaviour of the floating widgets: a body that unfolds and folds, a toggle button that
 * reflects it, and an automatic fold that never happens under the visitor's pointer or keyboard focus.
 */
class FoldingWidget extends HTMLElement {
  #foldTimer: number | undefined;

  /** Wires the toggle button and lets the styles take over from `hidden`; call from connectedCallback. */
  protected wireToggle(): void {
    this.hidden = false;
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

/** FollowPanel.astro: appears 3 s after its behaviour arrives, folds 4 s later, toggles on click. */
const FOLLOW_APPEARS_AFTER_MS = 3000;
const FOLLOW_VISIBLE_FOR_MS = 4000;

class FollowPanel extends FoldingWidget {
  connectedCallback(): void {
    this.wireToggle();
    window.setTimeout(() => this.unfoldFor(FOLLOW_VISIBLE_FOR_MS), FOLLOW_APPEARS_AFTER_MS);
  }
}

customElements.define('follow-panel', FollowPanel);

/** ConcertCard.astro: the next concert only; appears after 8 s, folds 6 s later, returns every 20 s. */
const CONCERT_APPEARS_AFTER_MS = 8000;
const CONCERT_VISIBLE_FOR_MS = 6000;
const CONCERT_REAPPEARS_EVERY_MS = 20000;

class ConcertCard extends FoldingWidget {
  #timers: number[] = [];

  connectedCallback(): void {
    if (!this.#keepConcert()) return;
    this.wireToggle();
    this.#timers.push(
      window.setTimeout(() => {
        this.#appear();
        this.#timers.push(window.setInterval(() => this.#appear(), CONCERT_REAPPEARS_EVERY_MS));
      }, CONCERT_APPEARS_AFTER_MS),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#timers.forEach((timer) => window.clearTimeout(timer));
  }

  /**
   * The build renders the concert /concerts featured that day, the next one not cancelled
   * (ConcertCard.astro, splitAgenda's rule); once its day is over the card steps aside for good,
   * until the next daily build brings the following one.
   */
  #keepConcert(): boolean {
    const concert = this.querySelector<HTMLElement>('[data-concert]');
    if (!concert || Date.now() >= Number(concert.dataset['cutoff'])) {
      this.remove();
      return false;
    }
    concert.hidden = false;
    return true;
  }

  #appear(): void {
    if (this.#keepConcert()) this.unfoldFor(CONCERT_VISIBLE_FOR_MS);
  }
}

customElements.define('concert-card', ConcertCard);
