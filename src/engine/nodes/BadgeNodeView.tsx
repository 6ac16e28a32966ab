import { useTranslation } from 'react-i18next';
import type { BadgeNode } from '../../generated/schemas/manifest';
import { useScope } from '../render-contexts';
import { Badge } from '../../ui/Badge/Badge';

/** A state (paid, pending, online…) as the design system's badge; its text may name fields of the item in scope. */
export function BadgeNodeView({ node }: { node: BadgeNode }) {
  const { t } = useTranslation();
  return <Badge status={node.status}>{t(node.text, { item: useScope() })}</Badge>;
}
