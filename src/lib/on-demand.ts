/**
 * Components whose behaviour loads on demand (src/components/ui/OnDemand.astro): which script
 * serves which elements of the page, and what may load it.
 */

/**
 * 'near': once the page has loaded and painted, as one of its elements comes near the viewport (a component
 * that does something by itself: a carousel turning, a video starting muted).
 * 'intent': as the visitor reaches for one of its elements (pointer over or down, touch, focus, key).
 * A click on one of its controls that comes before the script is never lost, whatever the
 * triggers: it loads the script and is played again once the script has arrived.
 */
export type LoadTrigger = 'near' | 'intent';

const LOAD_TRIGGERS: readonly string[] = ['near', 'intent'] satisfies LoadTrigger[];

/** The events that show the visitor reaching for a component. */
export const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** How far outside the viewport an element counts as near: a screen's height, above and below. */
export const NEAR_MARGIN = '100% 0px';

/** What one <template data-on-demand> of the page says. */
export interface BehaviourTemplate {
  /** CSS selector of the elements the behaviour serves. */
  hosts: string;
  /** CSS selector of the buttons whose click the behaviour answers. */
  controls: string;
  /** Space-separated load triggers. */
  triggers: string;
  /** Address of the behaviour's module script, when this template holds it. */
  src: string | null | undefined;
}

export interface OnDemandBehaviour {
  hosts: string;
  controls: string;
  src: string;
  near: boolean;
  intent: boolean;
}

/** The triggers a template names, unknown words left out. */
export function loadTriggers(triggers: string): LoadTrigger[] {
  return [...new Set(triggers.split(/\s+/).filter((word): word is LoadTrigger => LOAD_TRIGGERS.includes(word)))];
}

/**
 * The page's behaviours, one per host selector. Every instance of a component renders its
 * template, and Astro writes the component's script into the first one only: the others add
 * their triggers, and a selector whose script is nowhere is left out.
 */
export function pageBehaviours(templates: readonly BehaviourTemplate[]): OnDemandBehaviour[] {
  const bySelector = new Map<string, { controls: string; src: string | undefined; triggers: Set<LoadTrigger> }>();
  for (const template of templates) {
    const entry = bySelector.get(template.hosts) ?? { controls: template.controls, src: undefined, triggers: new Set<LoadTrigger>() };
    entry.src ??= template.src || undefined;
    loadTriggers(template.triggers).forEach((trigger) => entry.triggers.add(trigger));
    bySelector.set(template.hosts, entry);
  }
  return [...bySelector].flatMap(([hosts, { controls, src, triggers }]) =>
    src && hosts ? [{ hosts, controls, src, near: triggers.has('near'), intent: triggers.has('intent') }] : [],
  );
}

/**
 * The address to import a behaviour from after `failures` failed downloads: the same file under a
 * new query each time, so that the browser asks the network again instead of its module map.
 */
export function retryAddress(src: string, failures: number): string {
  if (failures === 0) return src;
  return `${src}${src.includes('?') ? '&' : '?'}retry=${failures}`;
}

/** Text made safe inside an HTML attribute value (the host and control lists of a <template>). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
