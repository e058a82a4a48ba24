/**
 * A concert dated before today, as the artist types it: a note under the date says where it goes
 * (« Ce concert est déjà passé : il ira dans les concerts passés. »), and the save goes through,
 * since the archive is entered too. Sveltia CMS 0.221 has no warning that lets a save through (its
 * fields are valid or refused), so this reads its page, like first-error.ts: served beside the
 * studio as /admin/past-date.js (index.ts) from this function's own source, it uses nothing from
 * outside itself.
 *
 * What is read: the form's address (a concert: `#/collections/concerts/…`), the date box of the
 * field whose key is `date` (Sveltia's `.field[data-key-path]`), and today in Paris, where the
 * site's concerts are dated.
 */
export function notePastConcertDate(): void {
  const CONCERT_FORM = /^#\/collections\/concerts\//;
  const DATE_BOX = '.field[data-key-path="date"] input[type="date"]';
  const NOTE_CLASS = 'past-concert-date';
  const NOTE = 'Ce concert est déjà passé : il ira dans les concerts passés.';
  /** YYYY-MM-DD in Paris: the same form as the date box's value, so the two compare as text. */
  const todayInParis = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

  function update(box: HTMLInputElement): void {
    const field = box.closest('.field');
    if (!field) return;
    let note = field.querySelector<HTMLElement>(`.${NOTE_CLASS}`);
    const past = CONCERT_FORM.test(location.hash) && box.value !== '' && box.value < todayInParis();
    if (!past) {
      note?.remove();
      return;
    }
    if (!note) {
      note = document.createElement('p');
      note.className = NOTE_CLASS;
      // Announced once when it appears, as Sveltia's own messages are; it blocks nothing.
      note.setAttribute('role', 'status');
      // The text's own colour, readable in Sveltia's light and dark themes alike.
      note.style.cssText = 'margin: 0.5em 0 0; font-size: 0.875em; font-style: italic;';
      note.textContent = NOTE;
      field.append(note);
    }
  }

  for (const type of ['input', 'change']) {
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.matches(DATE_BOX)) update(event.target);
      },
      true,
    );
  }
  // An archived concert opened again shows its note too: its date box is drawn with its value, no typing.
  new MutationObserver(() => document.querySelectorAll<HTMLInputElement>(DATE_BOX).forEach(update)).observe(document.body, { childList: true, subtree: true });
}
