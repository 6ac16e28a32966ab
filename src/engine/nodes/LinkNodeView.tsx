import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fillTemplate, resolvePath, safeHref } from '../data-path';
import type { LinkNode } from '../../generated/schemas/manifest';
import { useScope } from '../render-contexts';
import { AnchorButton, LinkButton } from '../../ui/Button/LinkButton';

export function LinkNodeView({ node }: { node: LinkNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const text = node.text ? t(node.text, { item: scope }) : String(resolvePath(scope, node.field ?? '') ?? '');
  const asButton = node.appearance === 'button';
  if (text === '') return null;
  if (node.hrefField) {
    // Ready addresses (files, other sites) leave the single-page app.
    const href = safeHref(resolvePath(scope, node.hrefField));
    if (href === null) return null;
    return asButton ? <AnchorButton href={href}>{text}</AnchorButton> : <a href={href}>{text}</a>;
  }
  const to = fillTemplate(node.to ?? '', scope);
  if (to === null || to === '') return null;
  return asButton ? <LinkButton to={to}>{text}</LinkButton> : <Link to={to}>{text}</Link>;
}
