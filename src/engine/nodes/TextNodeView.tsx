import { useTranslation } from 'react-i18next';
import { resolvePath } from '../data-path';
import { formatValue } from '../format-value';
import type { TextNode } from '../../generated/schemas/manifest';
import { useScope } from '../render-contexts';
import { useFormatOptions } from './use-format-options';

export function TextNodeView({ node }: { node: TextNode }) {
  const { t } = useTranslation();
  const scope = useScope();
  const options = useFormatOptions();
  const Tag = node.as ?? 'p';
  const text = node.text ? t(node.text, { item: scope }) : formatValue(resolvePath(scope, node.field ?? ''), node.format, options);
  return text ? <Tag>{text}</Tag> : null;
}
