/** The ensembles' public press kits, for every signed-in account, approved or not. */
import type { KitLink, ProAreaText } from './pro-area-types';

interface Props {
  text: ProAreaText;
  kits: KitLink[];
}

export default function PressKits({ text, kits }: Props) {
  return (
    <section aria-labelledby="kits-presse" className="mt-10 rounded-2xl border border-night-line bg-night-soft p-6">
      <h2 id="kits-presse" className="font-display text-2xl font-semibold text-cream">
        {text.kitsTitle}
      </h2>
      <p className="mt-2 text-sand">{text.kitsLead}</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {kits.map((kit) => (
          <li key={kit.path}>
            <a href={kit.path} className="inline-block rounded-full border border-amber px-4 py-2 text-sm font-semibold text-amber hover:bg-amber hover:text-night">
              {kit.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
