import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fillTemplate, resolvePath } from '../data-path';
import type { LinkNode } from '../manifest-types';
import { useScope } from '../render-contexts';

export function LinkNodeView({ node }: { node: LinkNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const to = fillTemplate(node.to, scope);
  const text = node.text ? t(node.text) : String(resolvePath(scope, node.field ?? '') ?? '');
  if (to === null || text === '') return null;
  return (
    <Link to={to} className={node.appearance === 'button' ? 'button' : undefined}>
      {text}
    </Link>
  );
}
