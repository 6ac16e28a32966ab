import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { popularProductsQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';
import { ProductCard } from './ProductCard';

const Carousel = lazy(() => import('../../ui/Carousel/Carousel'));

/** Popular products carousel (doc 3 §2.7): 3 slides, 2 under 768 px, one step every 3 s. */
const POPULAR_CAROUSEL = { slidesPerView: 2, breakpoints: { 768: 3 }, autoplayMs: 3000, speedMs: 3000 };

/** The reusable Popular products section; a failure is only logged (doc 3 §8). */
export default function PopularProducts({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const products = useQuietList('popular products', popularProductsQuery(root));
  if (products === null) return <HomePlaceholder height="24rem" />;
  if (products.length === 0) return null;
  return (
    <HomeSection title={t('products.popular')}>
      <Suspense fallback={<HomePlaceholder height="20rem" />}>
        <Carousel
          label={t('products.popular')}
          slidesPerView={numberOption(options, 'slidesPerView', POPULAR_CAROUSEL.slidesPerView)}
          breakpoints={{ 768: numberOption(options, 'slidesPerViewFrom768', POPULAR_CAROUSEL.breakpoints[768]) }}
          autoplayMs={numberOption(options, 'autoplayMs', POPULAR_CAROUSEL.autoplayMs)}
          speedMs={numberOption(options, 'speedMs', POPULAR_CAROUSEL.speedMs)}
          slides={products.map((product) => ({ key: String(product.id), content: <ProductCard product={product} /> }))}
        />
      </Suspense>
    </HomeSection>
  );
}
