/** How to ask the artist for a document the area does not hold: his booking address and the contact form. */
import type { ProAreaText } from './pro-area-types';

interface Props {
  text: ProAreaText;
  contactEmail: string;
  contactPath: string;
}

export default function OtherDocument({ text, contactEmail, contactPath }: Props) {
  return (
    <section aria-labelledby="documents-supplementaires" className="mt-10 rounded-2xl border border-amber/40 bg-night-soft p-6 text-center">
      <h2 id="documents-supplementaires" className="font-display text-2xl font-semibold text-cream">
        {text.otherDocumentTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-sand">{text.otherDocumentLead}</p>
      <p className="mt-5 flex flex-wrap justify-center gap-4">
        <a
          href={`mailto:${contactEmail}?subject=${encodeURIComponent(text.otherDocumentSubject)}`}
          className="rounded-full bg-amber px-5 py-2.5 font-semibold text-night hover:bg-cream"
        >
          {contactEmail}
        </a>
        <a href={contactPath} className="rounded-full border border-amber px-5 py-2.5 font-semibold text-amber hover:bg-amber hover:text-night">
          {text.contactForm}
        </a>
      </p>
    </section>
  );
}
