/**
 * The <concert-agenda> element: the agenda of /concerts (ConcertAgenda.astro), the home page's
 * next concerts (UpcomingConcerts.astro), a kit's dates and a concert's own page, sorted again
 * before the first paint (ConcertAgendaScript.astro, inline): a static page outlives its build day,
 * and a list that moved after the paint would shift the page under the visitor's eyes.
 */
import { nextConcerts, splitAgenda } from '../../lib/concerts';

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
