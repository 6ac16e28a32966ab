import { useTranslation } from 'react-i18next';
import { AccordionSection, type AccordionPanelItem } from '../../sections/AccordionSection';
import { asArray, itemKey, resolvePath } from '../data-path';
import type { AccordionNode } from '../manifest-types';
import { ScopeContext, useScope } from '../render-contexts';
import { RenderNodes } from '../Renderer';

export function AccordionNodeView({ node }: { node: AccordionNode }) {
  const { t } = useTranslation();
  const scope = useScope();

  const fixed: AccordionPanelItem[] = (node.panels ?? []).map((panel) => ({
    id: panel.id,
    title: t(panel.title),
    initiallyOpen: panel.initiallyOpen,
    content: <RenderNodes nodes={panel.children} />,
  }));

  const { panel } = node;
  const bound: AccordionPanelItem[] =
    node.bind && panel
      ? asArray(resolvePath(scope, node.bind)).map((item, index) => ({
          id: itemKey(item, index),
          title: panel.title ? t(panel.title, { item }) : String(resolvePath(item, panel.titleField ?? '') ?? ''),
          content: (
            <ScopeContext.Provider value={item}>
              <RenderNodes nodes={panel.children} />
            </ScopeContext.Provider>
          ),
        }))
      : [];

  const panels = [...fixed, ...bound];
  if (panels.length === 0 && node.emptyText) return <p className="empty-text">{t(node.emptyText)}</p>;
  return <AccordionSection panels={panels} />;
}
