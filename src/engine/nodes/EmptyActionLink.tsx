import { useTranslation } from 'react-i18next';
import { fillTemplate, resolvePath, safeHref } from '../data-path';
import type { EmptyAction } from '../../generated/schemas/manifest';
import { useScope } from '../render-contexts';
import { AnchorButton, LinkButton } from '../../ui/Button/LinkButton';

/** An empty list's next step ("Visit the shop"), as a primary button; nothing when its address is missing. */
function EmptyActionLink({ action }: { action: EmptyAction }) {
  const { t } = useTranslation();
  const scope = useScope();
  const text = t(action.text);
  if (action.hrefField) {
    const href = safeHref(resolvePath(scope, action.hrefField));
    return href === null ? null : (
      <AnchorButton href={href} variant="primary">
        {text}
      </AnchorButton>
    );
  }
  const to = fillTemplate(action.to ?? '', scope);
  return to ? (
    <LinkButton to={to} variant="primary">
      {text}
    </LinkButton>
  ) : null;
}

/** The next step of a node that has one, for its empty state. */
export function emptyActionOf(action: EmptyAction | undefined) {
  return action ? <EmptyActionLink action={action} /> : undefined;
}
