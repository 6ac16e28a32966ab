import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { loadGallery, type GalleryImage } from './gallery-files';

/** Thumbnails of the club's gallery: up to options.maxImages (the mobile header shows 6). */
export const ClubGallery = observer(function ClubGallery({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const [images, setImages] = useState<GalleryImage[]>([]);
  const max = typeof options.maxImages === 'number' ? options.maxImages : undefined;

  useEffect(() => {
    let current = true;
    void loadGallery(root).then((loaded) => current && setImages(loaded));
    return () => {
      current = false;
    };
  }, [root]);

  const shown = images.slice(0, max);
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
