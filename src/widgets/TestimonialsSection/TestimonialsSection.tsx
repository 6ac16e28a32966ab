import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { excerpt } from '../../domain/excerpt';
import { MAX_ROWS, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { textBlocksQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';
import './people.css';

const Carousel = lazy(() => import('../../ui/Carousel/Carousel'));

/** Testimonials change every 10 s (doc 3 §9). */
const AUTOPLAY_MS = 10000;

/** What players say: up to 15 testimonials in a carousel. */
export default function TestimonialsSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const rows = numberOption(options, 'maxRows', MAX_ROWS);
  const testimonials = useQuietList('testimonials', textBlocksQuery(root, 'Testimonials', rows));
  if (testimonials === null) return <HomePlaceholder />;
  if (testimonials.length === 0) return null;
  return (
    <HomeSection title={t('home.testimonials')}>
      <Suspense fallback={<HomePlaceholder height="12rem" />}>
        <Carousel
          label={t('home.testimonials')}
          slidesPerView={1}
          breakpoints={{ 768: 2 }}
          autoplayMs={numberOption(options, 'autoplayMs', AUTOPLAY_MS)}
          slides={testimonials.map((testimonial) => {
            const image = root.settings.uploadUrl(testimonial.image);
            return {
              key: String(testimonial.id),
              content: (
                <figure className="person-card">
                  {image ? <img src={image} alt="" loading="lazy" className="person-card__photo" /> : null}
                  <blockquote className="person-card__quote">{excerpt(testimonial.smalText || testimonial.text || '', 400)}</blockquote>
                  <figcaption>
                    <strong>{testimonial.name}</strong>
                    {testimonial.title ? ` · ${testimonial.title}` : ''}
                  </figcaption>
                </figure>
              ),
            };
          })}
        />
      </Suspense>
    </HomeSection>
  );
}
