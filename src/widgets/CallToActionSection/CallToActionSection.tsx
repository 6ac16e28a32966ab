import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { templateQuery } from '../../stores/club-queries';
import { useQuietQuery } from '../../stores/use-query';
import './call-to-action.css';
import { LinkButton } from '../../ui/Button/LinkButton';

const COUNTERS = [1, 2, 3, 4] as const;

/** The welcome block: the template's welcome image, its four counters and a call to book. */
export default function CallToActionSection() {
  const { t } = useTranslation();
  const root = useRootStore();
  const data = useQuietQuery('the header template', templateQuery(root), {});
  if (data === null) return <HomePlaceholder />;
  const image = root.settings.uploadUrl(data.wellcomeImage);
  const counters = COUNTERS.flatMap((n) => {
    const value = data[`number${n}`];
    const label = data[`textNumbers${n}`];
    return value !== null && value !== undefined && value !== '' ? [{ n, value: String(value), label: label ?? '' }] : [];
  });
  return (
    <HomeSection title={t('home.callToAction')} className="call-to-action">
      <div className="call-to-action__body">
        {image ? <img src={image} alt="" loading="lazy" className="call-to-action__image" /> : null}
        <div>
          {counters.length > 0 ? (
            <dl className="call-to-action__counters">
              {counters.map((counter) => (
                <div key={counter.n} className="call-to-action__counter">
                  <dt>{counter.label}</dt>
                  <dd>{counter.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <LinkButton to="/bookingtypes" variant="primary">
            {t('home.bookNow')}
          </LinkButton>
        </div>
      </div>
    </HomeSection>
  );
}
