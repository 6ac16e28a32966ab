import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../sections/DetailSection';
import { evaluateCondition } from '../conditions';
import { resolvePath } from '../data-path';
import { formatValue } from '../format-value';
import type { DetailNode } from '../../generated/schemas/manifest';
import { useScope } from '../render-contexts';
import { useScopedConditionContext } from '../use-condition-context';
import { useFormatOptions } from './use-format-options';

export function DetailNodeView({ node }: { node: DetailNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const options = useFormatOptions();
  const conditions = useScopedConditionContext();
  return (
    <DetailSection
      items={node.fields
        .filter((field) => evaluateCondition(field.when, conditions))
        .map((field) => ({
          label: t(field.label),
          value: field.text ? t(field.text) : formatValue(resolvePath(scope, field.field ?? ''), field.format, options),
        }))}
    />
  );
}
