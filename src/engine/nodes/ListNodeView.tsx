import { useTranslation } from 'react-i18next';
import { ListSection } from '../../sections/ListSection';
import { asArray, itemKey, resolvePath } from '../data-path';
import type { ListNode } from '../../generated/schemas/manifest';
import { ScopeContext, useScope } from '../render-contexts';
import { RenderNodes } from '../Renderer';
import { emptyActionOf } from './EmptyActionLink';

export function ListNodeView({ node }: { node: ListNode }) {
  const { t } = useTranslation();
  const items = asArray(resolvePath(useScope(), node.bind));
  return (
    <ListSection
      ordered={node.ordered}
      emptyText={t(node.emptyText)}
      emptyAction={emptyActionOf(node.emptyAction)}
      items={items.map((item, index) => ({
        key: itemKey(item, index),
        content: (
          <ScopeContext.Provider value={item}>
            <RenderNodes nodes={node.item} />
          </ScopeContext.Provider>
        ),
        aside: node.aside ? (
          <ScopeContext.Provider value={item}>
            <RenderNodes nodes={node.aside} />
          </ScopeContext.Provider>
        ) : undefined,
      }))}
    />
  );
}
