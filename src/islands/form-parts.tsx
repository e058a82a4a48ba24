/** What the contact form's parts share: the look of a field and its label, and the mark of a required one. */

export const inputClass =
  'mt-2 block w-full rounded-lg border border-night-line bg-night px-4 py-3 text-cream placeholder:text-sand/60 focus:border-amber aria-invalid:border-rumba';
export const labelClass = 'block font-semibold';

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-amber">
      {' '}
      *
    </span>
  );
}
