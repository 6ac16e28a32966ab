import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { galleryQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';

const Carousel = lazy(() => import('../../ui/Carousel/Carousel'));

/** Gallery carousel: 8 images in view, 3 below 1300 px and 2 below 768 px (doc 3 §2.10). */
const GALLERY_CAROUSEL = { below768: 2, below1300: 3, wide: 8 };

/** The club gallery: the settings' Gallery, else the club's gallery files. */
export default function GallerySection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const fromSettings = (root.settings.settings?.Gallery ?? []).map((item) => item.img);
  // The club's gallery files only when the settings name no images (the query is then not even asked).
  const files = useQuietList('the gallery', galleryQuery(root), fromSettings.length === 0);
  const images =
    (fromSettings.length > 0 ? fromSettings : files?.map((file) => file.url))?.flatMap((file) => {
      const src = root.settings.uploadUrl(file);
      return src ? [{ src, srcSet: root.settings.uploadSrcSet(file) ?? undefined }] : [];
    }) ?? null;
  if (images === null) return <HomePlaceholder />;
  const perView = {
    phone: numberOption(options, 'slidesPerViewBelow768', GALLERY_CAROUSEL.below768),
    tablet: numberOption(options, 'slidesPerViewBelow1300', GALLERY_CAROUSEL.below1300),
    wide: numberOption(options, 'slidesPerView', GALLERY_CAROUSEL.wide),
  };
  // Each image is a slide's width: the page's width shared by the slides in view.
  const sizes = `(max-width: 767px) ${Math.ceil(100 / perView.phone)}vw, (max-width: 1299px) ${Math.ceil(100 / perView.tablet)}vw, ${Math.ceil(100 / perView.wide)}vw`;
  if (images.length === 0) return null;
  return (
    <HomeSection title={t('home.gallery')}>
      <Suspense fallback={<HomePlaceholder height="12rem" />}>
        <Carousel
          label={t('home.gallery')}
          slidesPerView={perView.phone}
          breakpoints={{ 768: perView.tablet, 1300: perView.wide }}
          slides={images.map(({ src, srcSet }, index) => ({
            key: src,
            content: (
              <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={t('home.galleryImage', { number: index + 1 })} loading="lazy" className="gallery-image" />
            ),
          }))}
        />
      </Suspense>
    </HomeSection>
  );
}
