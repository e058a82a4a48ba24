/**
 * Says `message` in a role=status element, for the screen reader: emptied first, so that the same
 * message said twice is announced twice. Shared by the behaviours that confirm an action ('Partager', 'Copier').
 */
export function announce(status: Element | null, message: string): void {
  if (!status) return;
  status.textContent = '';
  requestAnimationFrame(() => (status.textContent = message));
}
