/**
 * The loader behind OnDemand.astro, in a cached file of its own (OnDemandLoaderBehaviour.astro):
 * the small script OnDemand writes into the page keeps the visitor's early reaches and clicks,
 * imports this file once the page has loaded and painted (or at the first reach into a component),
 * and hands it what it kept, then every reach and click as it comes.
 */
import { NEAR_MARGIN, pageBehaviours, retryAddress, type OnDemandBehaviour } from '../../lib/on-demand';

/** What the loader hands the page's script when it has arrived. */
export interface OnDemandLoader {
  /** An intent or click event of the page, live or kept from before the loader arrived. */
  take(event: Event): void;
  /** The page has loaded and painted: what loads as it comes near starts watching. */
  watchNear(): void;
}

declare global {
  interface DocumentEventMap {
    /** Sent by the loader once it has run, with what it hands over. */
    'on-demand:loader': CustomEvent<OnDemandLoader>;
  }
}

const behaviours = pageBehaviours(
  [...document.querySelectorAll<HTMLTemplateElement>('template[data-on-demand]')].map((template) => ({
    hosts: template.dataset['onDemand'] ?? '',
    controls: template.dataset['controls'] ?? '',
    triggers: template.dataset['load'] ?? '',
    src: template.content.querySelector('script')?.getAttribute('src'),
  })),
);
const loads = new Map<OnDemandBehaviour, Promise<unknown>>();
const failures = new Map<OnDemandBehaviour, number>();
const arrived = new Set<OnDemandBehaviour>();

/**
 * Imports the behaviour once. A failed download (offline) is tried again at the next need, under
 * another address: a browser that keeps a failed import in its module map (Chromium before 151,
 * Safari, Firefox) would otherwise answer the same failure without asking the network again.
 */
function load(behaviour: OnDemandBehaviour): Promise<unknown> {
  let loading = loads.get(behaviour);
  if (!loading) {
    loading = import(/* @vite-ignore */ retryAddress(behaviour.src, failures.get(behaviour) ?? 0)).then(
      () => arrived.add(behaviour),
      (error: unknown) => {
        loads.delete(behaviour);
        failures.set(behaviour, (failures.get(behaviour) ?? 0) + 1);
        throw error;
      },
    );
    loads.set(behaviour, loading);
  }
  return loading;
}

/** The behaviours an element needs that have not arrived yet. */
function awaited(target: EventTarget | null): OnDemandBehaviour[] {
  return target instanceof Element ? behaviours.filter((behaviour) => !arrived.has(behaviour) && target.closest(behaviour.hosts)) : [];
}

const ignoreFailure = (): void => undefined;

/** A click (or Enter / Space) on a control before its behaviour is there: played again on arrival. */
function replayOnArrival(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const needed = awaited(target).filter((behaviour) => target?.closest(behaviour.controls));
  const control = needed[0] && target?.closest<HTMLElement>(needed[0].controls);
  if (!control) return;
  control.setAttribute('aria-busy', 'true');
  const settle = (): void => control.removeAttribute('aria-busy');
  Promise.all(needed.map(load)).then(() => {
    settle();
    control.click();
  }, settle);
}

function take(event: Event): void {
  if (event.type === 'click') replayOnArrival(event);
  else awaited(event.target).forEach((behaviour) => behaviour.intent && load(behaviour).catch(ignoreFailure));
}

function watchNear(): void {
  const near = behaviours.filter((behaviour) => behaviour.near);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        near.filter((behaviour) => entry.target.matches(behaviour.hosts)).forEach((behaviour) => load(behaviour).catch(ignoreFailure));
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  near.forEach((behaviour) => document.querySelectorAll(behaviour.hosts).forEach((host) => observer.observe(host)));
}

// What moves by itself and failed to arrive (the connection dropped) is asked for again when it comes back.
window.addEventListener('online', () => {
  behaviours.filter((behaviour) => behaviour.near && failures.has(behaviour) && !arrived.has(behaviour)).forEach((behaviour) => load(behaviour).catch(ignoreFailure));
});

document.dispatchEvent(new CustomEvent('on-demand:loader', { detail: { take, watchNear } }));
