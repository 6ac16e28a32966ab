import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { AnchorButton } from '../../ui/Button/LinkButton';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { MapPinIcon } from '../../ui/Icon/icons';
import './RelatedClubs.css';

/** A map search for an address (the related clubs carry an address, not coordinates). */
function addressMapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/**
 * /locations (doc 1 §2.24): the related clubs as compact cards — image, name, address with a map link, and a way to
 * the club — two or three a row on a desktop instead of a stack of page-wide banners.
 */
function RelatedClubs() {
  const { t } = useTranslation();
  const { settings } = useRootStore();
  const clubs = settings.relatedClubs;
  if (clubs.length === 0) return <EmptyState title={t('locations.empty')} />;
  return (
    <ul className="related-clubs">
      {clubs.map((club, index) => {
        const image = settings.uploadUrl(club.image);
        const name = club.name ?? '';
        return (
          <li key={club.id ?? index} className="related-club">
            {image ? <img className="related-club__image" src={image} alt="" width={480} height={270} loading="lazy" /> : null}
            <div className="related-club__body">
              <h2 className="related-club__name">{name}</h2>
              {club.address ? (
                <p className="related-club__address">
                  <MapPinIcon size={18} />
                  <span>{club.address}</span>
                </p>
              ) : null}
              <div className="related-club__actions">
                {club.url ? (
                  <AnchorButton variant="primary" size="sm" href={club.url}>
                    {t('locations.visit', { item: { name } })}
                  </AnchorButton>
                ) : null}
                {club.address ? (
                  <AnchorButton variant="secondary" size="sm" href={addressMapLink(club.address)} target="_blank" rel="noopener noreferrer">
                    {t('locations.map')}
                  </AnchorButton>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export default observer(RelatedClubs);
