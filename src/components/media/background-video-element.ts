/**
 * Behaviour of <background-video> (BackgroundVideo.astro), loaded only once the page has
 * finished loading: until then the poster is all there is, and no script competes with it.
 */
import { mayAutoplayHere } from './autoplay';

class BackgroundVideo extends HTMLElement {
  connectedCallback(): void {
    const video = this.querySelector('video');
    const toggle = this.querySelector<HTMLButtonElement>('[data-video-toggle]');
    if (!video || !toggle || !mayAutoplayHere()) return;
    video.addEventListener('playing', () => {
      this.dataset['playing'] = '';
      toggle.hidden = false;
    });
    toggle.addEventListener('click', () => (video.paused ? this.#resume(video) : this.#pause(video)));
    window.matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', (event) => event.matches && this.#pause(video));
    this.#start(video);
  }

  #start(video: HTMLVideoElement): void {
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
    this.#resume(video);
  }

  #resume(video: HTMLVideoElement): void {
    delete this.dataset['paused'];
    // A browser that refuses autoplay keeps showing the poster, which is the intended fallback.
    video.play().catch(() => this.#pause(video));
  }

  #pause(video: HTMLVideoElement): void {
    video.pause();
    this.dataset['paused'] = '';
  }
}

customElements.define('background-video', BackgroundVideo);
