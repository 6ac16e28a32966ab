import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { mapLink, phoneLink } from './map-link';

/** Opening hours, phone, address with its map link and e-mail, from the settings (doc 1 §2.4). */
export const ContactInfo = observer(function ContactInfo() {
  const { t } = useTranslation();
  const settings = useRootStore().settings.settings ?? {};
  const { OpenHours, Phone, Address, Email, Coords } = settings;
  if (!OpenHours && !Phone && !Address && !Email) return null;
  return (
    <address className="contact-info">
      <dl>
        {OpenHours ? (
          <div>
            <dt>{t('header.openHours')}</dt>
            <dd>{OpenHours}</dd>
          </div>
        ) : null}
        {Phone ? (
          <div>
            <dt>{t('header.phone')}</dt>
            <dd>
              <a href={phoneLink(Phone)}>{Phone}</a>
            </dd>
          </div>
        ) : null}
        {Address ? (
          <div>
            <dt>{t('header.address')}</dt>
            <dd>
              <a href={mapLink(Coords)} target="_blank" rel="noopener noreferrer">
                {Address}
              </a>
            </dd>
          </div>
        ) : null}
        {Email ? (
          <div>
            <dt>{t('header.email')}</dt>
            <dd>
              <a href={`mailto:${Email}`}>{Email}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </address>
  );
});

/** The mobile footer's map shortcut. */
export const MapLink = observer(function MapLink() {
  const { t } = useTranslation();
  const coords = useRootStore().settings.settings?.Coords;
  return (
    <a className="menu-link" href={mapLink(coords)} target="_blank" rel="noopener noreferrer">
      {t('footer.map')}
    </a>
  );
});

/** The mobile footer's call button; nothing when the club has no phone. */
export const PhoneButton = observer(function PhoneButton() {
  const { t } = useTranslation();
  const phone = useRootStore().settings.settings?.Phone;
  if (!phone) return null;
  return (
    <a className="menu-link" href={phoneLink(phone)}>
      {t('footer.call')}
    </a>
  );
});
