/**
 * The store's album carousel (Swiper): loops, 1 card per view, 2 from the large breakpoint
 * and 3 from extra-large, arrow keys, 500 ms transitions, 550 px cards. Every card is in the
 * server-rendered HTML; hydration only adds the sliding.
 */
import { useId, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/a11y';
import type { Dictionary } from '../i18n/index.ts';
import type { Language } from '../lib/languages';

/** The carousel's words in the page's language (src/i18n). */
export type StoreCarouselText = Dictionary['storeCarousel'];

export interface StoreCover {
  src: string;
  srcSet: string;
  avifSrcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

export interface StoreCardData {
  id: string;
  title: string;
  artist?: string | undefined;
  year: string;
  description: string;
  /** 'fr' for a description shown in French on a page in another language (no translation). */
  descriptionLang?: Language | undefined;
  /** Already formatted for display ("12,90 €"). */
  price: string;
  digitalOnly: boolean;
  spotifyUrl: string;
  paymentUrl: string;
  cover: StoreCover;
}

interface Props {
  albums: readonly StoreCardData[];
  /** Accessible name of the carousel. */
  label: string;
  text: StoreCarouselText;
}

export const TRANSITION_MS = 500;

export default function StoreCarousel({ albums, label, text }: Props) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  // The buttons control the carousel's container, which carries this id from the server's HTML
  // on (Swiper's A11y module names its wrapper only once it starts, too late for aria-controls).
  const carouselId = useId();
  return (
    <div className="store-carousel" role="region" aria-roledescription={text.carousel} aria-label={label}>
      <div className="store-carousel-controls mb-6 flex justify-end gap-2">
        <CarouselButton direction="prev" label={text.previous} controls={carouselId} onClick={() => swiperRef.current?.slidePrev()} />
        <CarouselButton direction="next" label={text.next} controls={carouselId} onClick={() => swiperRef.current?.slideNext()} />
      </div>
      <Swiper
        id={carouselId}
        className="store-swiper"
        modules={[Keyboard, A11y]}
        loop
        speed={TRANSITION_MS}
        slidesPerView={1}
        breakpoints={{ 1024: { slidesPerView: 2 }, 1280: { slidesPerView: 3 } }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          slideLabelMessage: text.slideLabel,
          itemRoleDescriptionMessage: 'album',
          containerRoleDescriptionMessage: null,
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {albums.map((album) => (
          <SwiperSlide key={album.id} className="store-slide">
            <StoreCard album={album} text={text} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

function CarouselButton({ direction, label, controls, onClick }: { direction: 'prev' | 'next'; label: string; controls: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-sand/60 text-cream hover:border-amber hover:text-amber"
      aria-controls={controls}
      onClick={onClick}
    >
      <svg className="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
        <path d={direction === 'prev' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}

function StoreCard({ album, text }: { album: StoreCardData; text: StoreCarouselText }) {
  const tooltipId = useId();
  const [tooltipDismissed, setTooltipDismissed] = useState(false);
  const { cover } = album;
  return (
    <article className="flex h-[550px] flex-col rounded-2xl border border-night-line bg-night-soft p-5">
      <div className="flex gap-4">
        <a
          href={album.spotifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={-1}
          aria-hidden="true"
          className="group relative block h-44 w-44 shrink-0 overflow-hidden rounded-xl"
        >
          <picture>
            <source type="image/avif" srcSet={cover.avifSrcSet} sizes={cover.sizes} />
            <img
              src={cover.src}
              srcSet={cover.srcSet}
              sizes={cover.sizes}
              width={cover.width}
              height={cover.height}
              alt={cover.alt}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          </picture>
          <span className="absolute inset-0 flex items-center justify-center bg-night/40 opacity-80 transition-opacity group-hover:opacity-100">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-[#1db954] text-night shadow-lg">
              <svg className="ml-0.5 h-6 w-6" viewBox="0 0 24 24" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
        </a>
        <div className="min-w-0">
          <h3 className="font-display text-2xl leading-tight font-semibold" translate="no">
            {album.title}
          </h3>
          <p className="mt-1 text-sm font-semibold tracking-widest text-amber">{album.year}</p>
          {album.artist && (
            <p className="mt-2 text-sm text-sand" translate="no">
              {album.artist}
            </p>
          )}
          <p className="mt-3 text-2xl font-semibold text-cream">{album.price}</p>
        </div>
      </div>
      <p className="mt-5 text-sand" lang={album.descriptionLang}>
        {album.description}
      </p>
      {album.digitalOnly && (
        <p className="mt-4 rounded-xl border border-amber/40 bg-night px-4 py-3 text-sm text-sand">
          <strong className="text-amber">{text.digitalTitle}</strong> {text.digitalText}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
        <a href={album.spotifyUrl} target="_blank" rel="noopener noreferrer" className="btn-ghost px-5 py-2">
          {text.listen}
          <span className="sr-only"> {text.onSpotify.replace('{title}', album.title)}</span>
        </a>
        <span
          className="group/buy relative inline-flex"
          data-tooltip-dismissed={tooltipDismissed ? '' : undefined}
          onMouseLeave={() => setTooltipDismissed(false)}
          onBlur={() => setTooltipDismissed(false)}
        >
          <a
            href={album.paymentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-primary px-5 py-2"
            aria-describedby={tooltipId}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setTooltipDismissed(true);
            }}
          >
            {text.buy}
            <span className="sr-only">
              {' '}
              {album.title}, {album.price}
            </span>
          </a>
          <span
            id={tooltipId}
            role="tooltip"
            className="buy-tooltip pointer-events-none absolute bottom-full left-1/2 z-10 mb-3 w-64 -translate-x-1/2 rounded-lg bg-cream px-3 py-2 text-center text-sm text-night shadow-xl"
          >
            {text.paymentNotice}
          </span>
        </span>
      </div>
    </article>
  );
}
