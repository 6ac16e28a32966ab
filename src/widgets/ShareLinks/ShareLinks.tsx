import { useTranslation } from 'react-i18next';
import { isRecord } from '../../domain/is-record';
import { useScope } from '../../engine/render-contexts';
import { SHARE_TARGETS, shareUrl } from './share-urls';
import { sharePage, sharesNatively } from './share-page';
import { Button } from '../../ui/Button/Button';
import { AnchorButton } from '../../ui/Button/LinkButton';
import { ShareIcon } from '../../ui/Icon/icons';
import { useInBrowser } from '../../ui/use-in-browser';
import { useCopiedFlag } from '../../ui/use-copied-flag';
import './share-links.css';

/** The share icons of a post (doc 3 §2.8), opening each network in a new tab; on a phone also its share sheet. */
export default function ShareLinks() {
  const { t } = useTranslation();
  const post = useScope();
  const inBrowser = useInBrowser();
  const [copied, setCopied] = useCopiedFlag();
  // The links name the page's address and the share sheet is the phone's: known in the browser only.
  if (!inBrowser) return null;
  const title = isRecord(post) && typeof post.title === 'string' ? post.title : document.title;
  const page = { url: window.location.href, title };
  return (
    <ul className="share-links" aria-label={t('share.label')}>
      {sharesNatively(page) ? (
        <li>
          <Button
            variant="secondary"
            size="sm"
            className="share-links__link share-links__link--device"
            onClick={() => void sharePage(page).then((outcome) => setCopied(outcome === 'copied'))}
          >
            <ShareIcon size={18} />
            {t('share.device')}
          </Button>
          {copied ? <span role="status">{t('share.copied')}</span> : null}
        </li>
      ) : null}
      {SHARE_TARGETS.map((target) => (
        <li key={target}>
          <AnchorButton
            href={shareUrl(target, window.location.href, title)}
            target="_blank"
            rel="noopener noreferrer"
            variant="secondary"
            size="sm"
            className={`share-links__link share-links__link--${target}`}
          >
            {t(`share.${target}`)}
          </AnchorButton>
        </li>
      ))}
    </ul>
  );
}
