import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fillTemplate, resolvePath, safeHref } from '../data-path';
import type { LinkNode } from '../../generated/schemas/manifest';
import { useScope } from '../render-contexts';
import { buttonClass } from '../../ui/Button/Button';

export function LinkNodeView({ node }: { node: LinkNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const text = node.text ? t(node.text, { item: scope }) : String(resolvePath(scope, node.field ?? '') ?? '');
  const className = node.appearance === 'button' ? buttonClass('secondary') : undefined;
  if (text === '') return null;
  if (node.hrefField) {
    // Ready addresses (files, other sites) leave the single-page app.
    const href = safeHref(resolvePath(scope, node.hrefField));
    return href === null ? null : (
      <a href={href} className={className}>
        {text}
      </a>
    );
  }
  const to = fillTemplate(node.to ?? '', scope);
  if (to === null || to === '') return null;
  return (
    <Link to={to} className={className}>
      {text}
    </Link>
  );
}
