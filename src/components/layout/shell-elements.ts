/**
 * The custom elements behind the shell's floating widgets and the concerts page's agenda, in one
 * module on purpose: imported by a single script (BaseLayout), it bundles to one small inline
 * script with no further request. Split across components, the pieces they share (the folding
 * behaviour, the rule for which concert is upcoming) would become separate chunks that every
 * page fetches one after the other before it settles.
 */
import { nextConcerts, splitAgenda } from '../../lib/concerts';

type FoldState = 'hidden' | 'expanded' | 'collapsed';

/**
 * Shared behaviour of the floating widgets (follow panel, concert card): a body that unfolds
 * and folds, a toggle button that reflects it, and an automatic fold that never happens
 * under the visitor's pointer or keyboard focus.
 */
class FoldingWidget extends HTMLElement {
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

/** FollowPanel.astro: appears 3 s after load, folds 4 s later, toggles on click. */
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

/** The concerts rendered inside `root`, with the instants the build wrote on them. */
function concertsIn(root: HTMLElement): { element: HTMLElement; startMs: number; cutoffMs: number; cancelled: boolean }[] {
  return [...root.querySelectorAll<HTMLElement>('[data-concert]')].map((element) => ({
    element,
    startMs: Number(element.dataset['start']),
    cutoffMs: Number(element.dataset['cutoff']),
    cancelled: element.hasAttribute('data-cancelled'),
  }));
}

/** A concert that has passed offers no booking and thanks those who came; one still to come, the reverse. */
function markPast(element: HTMLElement, isPast: boolean): void {
  element.toggleAttribute('data-past', isPast);
  element.querySelectorAll<HTMLElement>('[data-booking]').forEach((booking) => (booking.hidden = isPast));
  const pastNote = element.querySelector<HTMLElement>('[data-past-note]');
  if (pastNote) pastNote.hidden = !isPast || element.hasAttribute('data-cancelled');
}

class ConcertCard extends FoldingWidget {
  #timers: number[] = [];

  connectedCallback(): void {
    if (!this.#keepNextConcert()) return;
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

  /** The concert the concerts page features at this instant: one rule for both. */
  #upcoming(): HTMLElement | undefined {
    return splitAgenda(concertsIn(this), Date.now()).featured?.element;
  }

  /** Shows the first concert whose cutoff is still ahead; removes the card for good when none is. */
  #keepNextConcert(): boolean {
    const upcoming = this.#upcoming();
    if (!upcoming) {
      this.remove();
      return false;
    }
    this.querySelectorAll<HTMLElement>('[data-concert]').forEach((concert) => (concert.hidden = concert !== upcoming));
    return true;
  }

  #appear(): void {
    if (this.#keepNextConcert()) this.unfoldFor(CONCERT_VISIBLE_FOR_MS);
  }
}

customElements.define('concert-card', ConcertCard);

/**
 * The concerts of ConcertAgenda.astro (/concerts), UpcomingConcerts.astro (the home page) and a
 * concert's own page, sorted again at view time: each coming concert goes to the 'featured' or
 * 'later' list and each past one to its year of the archive, where those lists exist; past ones
 * lose their booking link. With `data-limit`, only the next few concerts show.
 */
class ConcertAgenda extends HTMLElement {
  connectedCallback(): void {
    const concerts = concertsIn(this);
    const agenda = splitAgenda(concerts, Date.now());
    const { featured, later, past } = agenda;
    const place = (list: string, items: { element: HTMLElement }[], isPast: boolean): void =>
      items.forEach(({ element }) => {
        markPast(element, isPast);
        this.querySelector(list)?.append(element);
      });
    place('[data-slot="featured"] ul', featured ? [featured] : [], false);
    place('[data-slot="later"] ul', later, false);
    past.forEach((concert) => place(`[data-archive-year="${concert.element.dataset['year']}"] ul`, [concert], true));
    this.querySelectorAll<HTMLElement>('[data-slot], [data-archive-year]').forEach((list) => (list.hidden = !list.querySelector('[data-concert]')));
    if (this.dataset['limit']) {
      const next = nextConcerts(agenda, Number(this.dataset['limit']));
      concerts.forEach(({ element }) => (element.hidden = !next.some((concert) => concert.element === element)));
    }
    const none = this.querySelector<HTMLElement>('[data-no-upcoming]');
    if (none) none.hidden = Boolean(featured);
  }
}

customElements.define('concert-agenda', ConcertAgenda);
