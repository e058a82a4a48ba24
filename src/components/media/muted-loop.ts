/**
 * A muted loop of the site's own, started without a click: the background videos of /, /bio and
 * /concerts (BackgroundVideo.astro) and the first featured videos of /media (VideoFacade.astro).
 * Its <video> names its files in data-webm and data-mp4 and gets its sources only here; its
 * toggle (LoopToggle.astro) pauses and resumes it; turning on reduced motion pauses it.
 */
import { mayAutoplayHere } from './autoplay';

interface MutedLoop {
  /** The element that shows the loop: it gets `playingFlag` once frames are playing (the poster fades out). */
  host: HTMLElement;
  video: HTMLVideoElement;
  toggle: HTMLButtonElement | null;
  playingFlag: 'playing' | 'looping';
}

/** Starts the loop unless this visitor may not get moving pictures unasked (src/lib/autoplay.ts). */
export function startMutedLoop({ host, video, toggle, playingFlag }: MutedLoop): void {
  if (!mayAutoplayHere()) return;
  const resume = (): void => {
    toggle?.removeAttribute('data-paused');
    // A browser that refuses autoplay keeps showing the poster, which is the intended fallback.
    video.play().catch(pause);
  };
  const pause = (): void => {
    video.pause();
    toggle?.setAttribute('data-paused', '');
  };
  video.addEventListener('playing', () => {
    host.dataset[playingFlag] = '';
    if (toggle) toggle.hidden = false;
  });
  toggle?.addEventListener('click', () => (video.paused ? resume() : pause()));
  window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', (event) => event.matches && pause());
  // The sources exist only from here on: until then nothing points the browser at the files.
  for (const type of ['webm', 'mp4']) {
    const src = video.dataset[type];
    if (!src) continue;
    const source = document.createElement('source');
    source.src = src;
    source.type = `video/${type}`;
    video.append(source);
  }
  video.load();
  resume();
}
