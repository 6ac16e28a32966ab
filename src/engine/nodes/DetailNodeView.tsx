import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../sections/DetailSection';
import { resolvePath } from '../data-path';
import { formatValue } from '../format-value';
import type { DetailNode } from '../manifest-types';
import { useScope } from '../render-contexts';
import { useFormatOptions } from './use-format-options';

export function DetailNodeView({ node }: { node: DetailNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const options = useFormatOptions();
  return (
    <DetailSection
      items={node.fields.map((field) => ({
        label: t(field.label),
        value: formatValue(resolvePath(scope, field.field), field.format, options),
      }))}
    />
  );
}
