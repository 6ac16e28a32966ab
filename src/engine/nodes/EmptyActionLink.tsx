import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fillTemplate, resolvePath, safeHref } from '../data-path';
import type { EmptyAction } from '../../generated/schemas/manifest';
import { useScope } from '../render-contexts';
import { buttonClass } from '../../ui/Button/Button';

/** An empty list's next step ("Visit the shop"), as a primary button; nothing when its address is missing. */
function EmptyActionLink({ action }: { action: EmptyAction }) {
  const { t } = useTranslation();
  const scope = useScope();
  const text = t(action.text);
  if (action.hrefField) {
    const href = safeHref(resolvePath(scope, action.hrefField));
    return href === null ? null : (
      <a href={href} className={buttonClass('primary')}>
        {text}
      </a>
    );
  }
  const to = fillTemplate(action.to ?? '', scope);
  return to ? (
    <Link to={to} className={buttonClass('primary')}>
      {text}
    </Link>
  ) : null;
}

/** The next step of a node that has one, for its empty state. */
export function emptyActionOf(action: EmptyAction | undefined) {
  return action ? <EmptyActionLink action={action} /> : undefined;
}
