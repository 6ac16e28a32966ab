import { useTranslation } from 'react-i18next';
import { resolvePath, safeHref } from '../data-path';
import type { ImageNode } from '../../generated/schemas/manifest';
import { useScope } from '../render-contexts';

export function ImageNodeView({ node }: { node: ImageNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const src = safeHref(resolvePath(scope, node.field));
  if (src === null) return null;
  const altValue = node.altField ? resolvePath(scope, node.altField) : undefined;
  const alt = node.alt ? t(node.alt, { item: scope }) : typeof altValue === 'string' ? altValue : '';
  return <img src={src} alt={alt} loading="lazy" className={`image image--${node.appearance ?? 'card'}`} />;
}
