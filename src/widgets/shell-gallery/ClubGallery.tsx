import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { galleryQuery } from '../../stores/club-queries';
import { useRootStore } from '../../stores/StoresContext';
import { useQuietList } from '../../stores/use-query';

/** Thumbnails of the club's gallery: up to options.maxImages (the mobile header shows 6). */
export const ClubGallery = observer(function ClubGallery({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const images = useQuietList('the gallery', galleryQuery(root));
  const max = typeof options.maxImages === 'number' ? options.maxImages : undefined;

  const shown = (images ?? []).slice(0, max);
  if (shown.length === 0) return null;
  return (
    <div className="club-gallery">
      <ul aria-label={t('footer.gallery')}>
        {shown.map((image) => (
          <li key={image.url}>
            <img src={root.settings.uploadUrl(image.url) ?? ''} alt={image.name} loading="lazy" width={96} height={72} />
          </li>
        ))}
      </ul>
    </div>
  );
});
