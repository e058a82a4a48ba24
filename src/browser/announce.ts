/**
 * Says `message` in a role=status element, for the screen reader: emptied first, so that the same
 * message said twice is announced twice. Shared by the behaviours that confirm an action ('Partager', 'Copier').
 * A message still waiting for its frame gives way to a later one in the same element (a quick
 * failure must not be overwritten by the progress message said just before it).
 */
const waiting = new WeakMap<Element, number>();

export function announce(status: Element | null, message: string): void {
  if (!status) return;
  const previous = waiting.get(status);
  if (previous !== undefined) cancelAnimationFrame(previous);
  status.textContent = '';
  waiting.set(
    status,
    requestAnimationFrame(() => {
      waiting.delete(status);
      status.textContent = message;
    }),
  );
}
