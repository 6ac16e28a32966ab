import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { safeHref } from '../../engine/data-path';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid } from '../home-support/ItemCard';
import { bannersQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';

function BannerLink({ url, children }: { url: string | null | undefined; children: string }) {
  const href = safeHref(url);
  if (!href) return <>{children}</>;
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

/** The board: the first banners, each with title, text, image and link (doc 3 §2.10). */
export default function BannersSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const banners = useQuietList('banners', bannersQuery(root));
  if (banners === null) return <HomePlaceholder />;
  const shown = firstItems(banners, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  return (
    <HomeSection title={t('home.banners')}>
      <CardGrid>
        {shown.map((banner) => {
          const image = root.settings.uploadUrl(banner.image);
          return (
            <article key={banner.id} className="item-card">
              {/* A banner is a wide strip with its own lettering: shown whole at its shape, not its middle cut to 4:3. */}
              {image ? <img src={image} alt="" loading="lazy" className="item-card__image item-card__image--banner" /> : null}
              <h3 className="item-card__title">
                <BannerLink url={banner.url}>{banner.title ?? ''}</BannerLink>
              </h3>
              {banner.text ? <p className="item-card__subtitle">{banner.text}</p> : null}
            </article>
          );
        })}
      </CardGrid>
    </HomeSection>
  );
}
