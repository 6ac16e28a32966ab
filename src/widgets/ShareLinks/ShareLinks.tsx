import { useTranslation } from 'react-i18next';
import { isRecord } from '../../engine/data-path';
import { useScope } from '../../engine/render-contexts';
import { SHARE_TARGETS, shareUrl } from './share-urls';
import './share-links.css';

/** The share icons of a post (doc 3 §2.8), opening each network in a new tab. */
export default function ShareLinks() {
  const { t } = useTranslation();
  const post = useScope();
  const title = isRecord(post) && typeof post.title === 'string' ? post.title : document.title;
  return (
    <ul className="share-links" aria-label={t('share.label')}>
      {SHARE_TARGETS.map((target) => (
        <li key={target}>
          <a href={shareUrl(target, window.location.href, title)} target="_blank" rel="noopener noreferrer" className={`share-links__link share-links__link--${target}`}>
            {t(`share.${target}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
