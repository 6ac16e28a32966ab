import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';

const NETWORKS = ['Facebook', 'Twitter', 'Instagram'] as const;

/** The club's social links with its follow-us words; networks it does not use are left out. */
export const SocialLinks = observer(function SocialLinks() {
  const { t } = useTranslation();
  const settings = useRootStore().settings.settings ?? {};
  const links = NETWORKS.flatMap((network) => {
    const url = settings[network];
    return url && /^https?:\/\//i.test(url) ? [{ network, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <div className="social-links">
      {settings.FollowUsDescription ? <p>{settings.FollowUsDescription}</p> : null}
      <ul aria-label={t('footer.followUs')}>
        {links.map(({ network, url }) => (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {network}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
