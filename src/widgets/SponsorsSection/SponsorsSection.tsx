import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '../../engine/data-path';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { clubFilesQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';

const Carousel = lazy(() => import('../../ui/Carousel/Carousel'));

/** Sponsors: 3 in view, one step every 3 s (doc 3 §9). */
const VISIBLE = 3;
const AUTOPLAY_MS = 3000;

/** The sponsors' logos, each linking to the sponsor (its file's description holds the link). */
export default function SponsorsSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const sponsors = useQuietList('sponsors', clubFilesQuery(root, 'Sponsors'));
  if (sponsors === null) return <HomePlaceholder height="10rem" />;
  if (sponsors.length === 0) return null;
  return (
    <HomeSection title={t('home.sponsors')}>
      <Suspense fallback={<HomePlaceholder height="8rem" />}>
        <Carousel
          label={t('home.sponsors')}
          slidesPerView={numberOption(options, 'visible', VISIBLE)}
          autoplayMs={numberOption(options, 'autoplayMs', AUTOPLAY_MS)}
          slides={sponsors.map((sponsor) => {
            const logo = <img src={root.settings.uploadUrl(sponsor.url) ?? ''} alt={sponsor.name ?? t('home.sponsor')} loading="lazy" className="sponsor-logo" />;
            const href = safeHref(sponsor.description);
            return { key: sponsor.url, content: href ? <a href={href}>{logo}</a> : logo };
          })}
        />
      </Suspense>
    </HomeSection>
  );
}
