import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import './carousel.css';

interface CarouselSlide {
  key: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel for screen readers. */
  label: string;
  slides: CarouselSlide[];
  /** Slides in view on the narrowest screens. */
  slidesPerView: number;
  /** Min width in px → slides in view from that width up. */
  breakpoints?: Record<number, number>;
  autoplayMs?: number;
  speedMs?: number;
  dots?: boolean;
}

/**
 * A looping carousel that scrolls one slide at a time. Autoplay pauses under the pointer
 * and with the pause button, for those who need more time to read.
 */
export default function Carousel({ label, slides, slidesPerView, breakpoints = {}, autoplayMs, speedMs = 300, dots = true }: CarouselProps) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);
  const mostInView = Math.max(slidesPerView, ...Object.values(breakpoints));
  // Looping needs more slides than are ever in view; dots need more than the fewest in view.
  const loop = slides.length > mostInView;
  const scrolls = slides.length > slidesPerView;

  const togglePause = () => {
    const autoplay = swiper.current?.autoplay;
    if (paused) autoplay?.start();
    else autoplay?.stop();
    setPaused(!paused);
  };

  return (
    <div className="carousel" role="region" aria-roledescription={t('carousel.role')} aria-label={label}>
      {autoplayMs && loop ? (
        <button type="button" className="carousel__pause" onClick={togglePause}>
          {paused ? t('carousel.play') : t('carousel.pause')}
        </button>
      ) : null}
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        slidesPerView={slidesPerView}
        slidesPerGroup={1}
        spaceBetween={16}
        breakpoints={Object.fromEntries(Object.entries(breakpoints).map(([width, count]) => [width, { slidesPerView: count }]))}
        loop={loop}
        speed={speedMs}
        autoplay={autoplayMs && loop ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={dots && scrolls ? { clickable: true } : false}
        a11y={{
          prevSlideMessage: t('carousel.previous'),
          nextSlideMessage: t('carousel.next'),
          paginationBulletMessage: t('carousel.goTo', { number: '{{index}}' }),
          slideLabelMessage: t('carousel.slideOf', { index: '{{index}}', count: '{{slidesLength}}' }),
        }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
