import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '../../engine/data-path';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { numberOption } from '../home-support/home-rules';
import { templateQuery } from '../../stores/club-queries';
import { useQuietQuery } from '../../stores/use-query';
import { heroSlides, type HeroSlide } from './hero-slides';
import './hero.css';
import { AnchorButton, LinkButton } from '../../ui/Button/LinkButton';

/** Hero slides change every 5 s (doc 3 §9). */
const AUTOPLAY_MS = 5000;

function SlideButton({ slide }: { slide: HeroSlide }) {
  if (!slide.textButton) return null;
  if (slide.urlButton.startsWith('/') && !slide.urlButton.startsWith('//')) {
    return (
      <LinkButton to={slide.urlButton} variant="primary">
        {slide.textButton}
      </LinkButton>
    );
  }
  const href = safeHref(slide.urlButton);
  return href ? (
    <AnchorButton href={href} variant="primary">
      {slide.textButton}
    </AnchorButton>
  ) : null;
}

/**
 * The desktop hero slider: the template's slides with their texts and button, changing every
 * 5 s unless paused. Written without the carousel library: it is the first thing the home
 * page shows, and the library is not needed for one slide at a time.
 */
export default function HeroSlider({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const autoplayMs = numberOption(options, 'autoplayMs', AUTOPLAY_MS);
  const template = useQuietQuery('the header template', templateQuery(root), {});
  const slides =
    template &&
    heroSlides(
      template,
      (file) => root.settings.uploadUrl(file),
      (file) => root.settings.uploadSrcSet(file),
    );
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides?.length ?? 0;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [paused, count, autoplayMs]);

  if (slides === null) return <div className="hero hero--loading" aria-busy="true" />;
  if (count === 0) return null;
  return (
    <div
      className="hero"
      role="region"
      aria-roledescription={t('carousel.role')}
      aria-label={t('home.hero')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {slides.map((slide, index) => (
        <div
          key={slide.image}
          className={`hero__slide${index === current ? ' hero__slide--current' : ''}`}
          role="group"
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.slideOf', { index: index + 1, count })}
          hidden={index !== current}
        >
          {/* The first slide is the page's largest paint (its head preloads it too): fetched first, never lazily. */}
          <img
            src={slide.image}
            srcSet={slide.srcSet ?? undefined}
            sizes={slide.srcSet ? '100vw' : undefined}
            alt=""
            className="hero__image"
            loading="eager"
            fetchPriority={index === 0 ? 'high' : 'low'}
          />
          <div className={`hero__text hero__text--${slide.textTone}`}>
            {slide.textSlideInLeft ? <p className="hero__left">{slide.textSlideInLeft}</p> : null}
            {slide.textSlideInUp ? <p className="hero__up">{slide.textSlideInUp}</p> : null}
            {slide.textSmall ? <p className="hero__small">{slide.textSmall}</p> : null}
            <SlideButton slide={slide} />
          </div>
        </div>
      ))}
      {count > 1 ? (
        <div className="hero__controls">
          <button type="button" className="hero__control" onClick={() => setPaused(!paused)}>
            {paused ? t('carousel.play') : t('carousel.pause')}
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              className="hero__dot"
              aria-label={t('carousel.goTo', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
