import { useTranslation } from 'react-i18next';
import { TabsSection } from '../../sections/TabsSection';
import { evaluateCondition } from '../conditions';
import type { TabsNode } from '../../generated/schemas/manifest';
import { RenderNodes } from '../Renderer';
import { useScopedConditionContext } from '../use-condition-context';

export function TabsNodeView({ node }: { node: TabsNode }) {
  const { t } = useTranslation();
  const conditions = useScopedConditionContext();
  const tabs = node.tabs
    .filter((tab) => evaluateCondition(tab.when, conditions))
    .map((tab) => ({ id: tab.id, label: t(tab.label), content: <RenderNodes nodes={tab.children} /> }));
  return tabs.length > 0 ? <TabsSection label={t(node.label)} tabs={tabs} /> : null;
}
