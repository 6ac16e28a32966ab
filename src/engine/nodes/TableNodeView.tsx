import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TableSection, type TableRowSpec } from '../../sections/TableSection';
import { asArray, fillTemplate, itemKey, resolvePath, safeHref } from '../data-path';
import { formatValue, signTone, type FormatOptions } from '../format-value';
import type { TableColumn, TableNode } from '../../generated/schemas/manifest';
import type { MessageKey } from '../../i18n/message-key';
import { useScope } from '../render-contexts';
import { useFormatOptions } from './use-format-options';
import { emptyActionOf } from './EmptyActionLink';

function cell(column: TableColumn, item: unknown, options: FormatOptions, linkText: (key: MessageKey) => string) {
  if (column.link) {
    const to = fillTemplate(column.link.to, item);
    return to === null ? null : <Link to={to}>{linkText(column.link.text)}</Link>;
  }
  const text = formatValue(resolvePath(item, column.field), column.format, options);
  const href = column.hrefField ? safeHref(resolvePath(item, column.hrefField)) : null;
  return href === null || text === '' ? text : <a href={href}>{text}</a>;
}

const NUMERIC_FORMATS: ReadonlySet<string> = new Set(['money', 'decimal1', 'decimal2', 'signedDecimal2']);

export function TableNodeView({ node }: { node: TableNode }) {
  const { t } = useTranslation();
  const options = useFormatOptions();
  const items = asArray(resolvePath(useScope(), node.bind));
  const rows: TableRowSpec[] = items.map((item, index) => ({
    key: itemKey(item, index),
    cells: Object.fromEntries(node.columns.map((column) => [column.field, cell(column, item, options, (key) => t(key))])),
    cellClasses: Object.fromEntries(node.columns.filter((column) => column.toneBySign).map((column) => [column.field, `tone-${signTone(resolvePath(item, column.field))}`])),
  }));
  return (
    <TableSection
      caption={node.caption ? t(node.caption) : undefined}
      columns={node.columns.map((column) => ({ key: column.field, header: t(column.header), numeric: column.format !== undefined && NUMERIC_FORMATS.has(column.format) }))}
      rows={rows}
      emptyText={node.emptyText ? t(node.emptyText) : undefined}
      emptyAction={emptyActionOf(node.emptyAction)}
    />
  );
}
