import { useTranslation } from 'react-i18next';
import { AccordionSection, type AccordionPanelItem } from '../../sections/AccordionSection';
import { asArray, itemKey, resolvePath } from '../data-path';
import { formatValue } from '../format-value';
import type { AccordionNode } from '../../generated/schemas/manifest';
import { ScopeContext, useScope } from '../render-contexts';
import { RenderNodes } from '../Renderer';
import { useFormatOptions } from './use-format-options';
import { emptyActionOf } from './EmptyActionLink';

export function AccordionNodeView({ node }: { node: AccordionNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const options = useFormatOptions();

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
          summary: panel.summary ? { label: t(panel.summary.label), value: formatValue(resolvePath(item, panel.summary.field), panel.summary.format, options) } : undefined,
          content: (
            <ScopeContext.Provider value={item}>
              <RenderNodes nodes={panel.children} />
            </ScopeContext.Provider>
          ),
        }))
      : [];

  const panels = [...fixed, ...bound];
  return <AccordionSection panels={panels} emptyText={node.emptyText ? t(node.emptyText) : undefined} emptyAction={emptyActionOf(node.emptyAction)} />;
}
