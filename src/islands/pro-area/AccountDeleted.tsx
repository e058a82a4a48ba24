/** The confirmation that replaces the whole area once the account is deleted: focus goes to it, as to a new page. */
import { useEffect, useRef } from 'react';
import type { ProAreaText } from './pro-area-types';

interface Props {
  text: ProAreaText;
  message: string;
  homePath: string;
}

export default function AccountDeleted({ text, message, homePath }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [message]);

  return (
    <section aria-labelledby="compte-supprime" className="mx-auto max-w-2xl px-4 pb-20 text-center sm:px-6">
      <h2 id="compte-supprime" ref={headingRef} tabIndex={-1} className="font-display text-3xl font-semibold text-cream">
        {text.deletedTitle}
      </h2>
      <p className="mt-4 text-lg text-sand">{message}</p>
      <p className="mt-8">
        <a href={homePath} className="rounded-full bg-amber px-5 py-2.5 font-semibold text-night hover:bg-cream">
          {text.backHome}
        </a>
      </p>
    </section>
  );
}
