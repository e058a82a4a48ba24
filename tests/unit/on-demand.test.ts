import { describe, expect, it } from 'vitest';
import { escapeHtml, loadTriggers, pageBehaviours, retryAddress } from '../../src/lib/on-demand';

describe('load triggers of a component loaded on demand', () => {
  it('reads the known triggers once each and leaves out unknown words', () => {
    expect(loadTriggers('near intent')).toEqual(['near', 'intent']);
    expect(loadTriggers(' intent  intent ')).toEqual(['intent']);
    expect(loadTriggers('idle near')).toEqual(['near']);
    expect(loadTriggers('')).toEqual([]);
  });
});

describe('behaviours of a page', () => {
  it('makes one behaviour per host selector, its script taken from whichever template holds it', () => {
    const behaviours = pageBehaviours([
      { hosts: 'video-facade', controls: 'video-facade button', triggers: 'near intent', src: null },
      { hosts: 'video-facade', controls: 'video-facade button', triggers: 'near intent', src: '/_astro/VideoFacadeBehaviour.js' },
      { hosts: 'video-facade', controls: 'video-facade button', triggers: 'near intent', src: undefined },
      { hosts: 'paginated-list', controls: '[data-page-next]', triggers: 'intent', src: '/_astro/PaginatedListBehaviour.js' },
    ]);
    expect(behaviours).toEqual([
      { hosts: 'video-facade', controls: 'video-facade button', src: '/_astro/VideoFacadeBehaviour.js', near: true, intent: true },
      { hosts: 'paginated-list', controls: '[data-page-next]', src: '/_astro/PaginatedListBehaviour.js', near: false, intent: true },
    ]);
  });

  it('joins the triggers the instances name', () => {
    const [behaviour] = pageBehaviours([
      { hosts: 'cover-carousel', controls: '[data-carousel-next]', triggers: 'intent', src: '/_astro/Carousel.js' },
      { hosts: 'cover-carousel', controls: '[data-carousel-next]', triggers: 'near', src: null },
    ]);
    expect(behaviour).toMatchObject({ near: true, intent: true });
  });

  it('leaves out a selector whose script is in none of its templates, and a template without a selector', () => {
    expect(pageBehaviours([{ hosts: 'photo-strip', controls: '[data-photo-index]', triggers: 'near', src: '' }])).toEqual([]);
    expect(pageBehaviours([{ hosts: '', controls: 'button', triggers: 'near', src: '/_astro/Orphan.js' }])).toEqual([]);
  });
});

describe('address of a behaviour asked for again after a failed download', () => {
  it('is the file itself at the first attempt', () => {
    expect(retryAddress('/_astro/Paginated.abc.js', 0)).toBe('/_astro/Paginated.abc.js');
  });

  it('is a new address after each failure, so no browser answers from its module map', () => {
    const addresses = [0, 1, 2].map((failures) => retryAddress('/_astro/Paginated.abc.js', failures));
    expect(addresses).toEqual(['/_astro/Paginated.abc.js', '/_astro/Paginated.abc.js?retry=1', '/_astro/Paginated.abc.js?retry=2']);
  });

  it('keeps a query the address already has', () => {
    expect(retryAddress('/_astro/a.js?v=3', 1)).toBe('/_astro/a.js?v=3&retry=1');
  });
});

describe('the attributes of a behaviour template', () => {
  it('escape every character that could close the attribute or open a tag', () => {
    expect(escapeHtml(`[data-x="a"] > b & 'c' <d>`)).toBe('[data-x=&#34;a&#34;] &#62; b &#38; &#39;c&#39; &#60;d&#62;');
  });
});
