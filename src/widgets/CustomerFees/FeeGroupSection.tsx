import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import { isPayable, membershipToStop, type Fee, type FeeGroup } from './fee-selection';
import { ResponsiveTable, type TableColumn } from '../../ui/ResponsiveTable/ResponsiveTable';
import { buttonClass } from '../../ui/Button/Button';
import { Badge } from '../../ui/Badge/Badge';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Money } from '../../ui/Format/Format';

interface Props {
  group: FeeGroup;
  selected: ReadonlySet<number>;
  onToggle: (feeId: number) => void;
  onCancel: () => void;
}

/** One periodic sale: its description, the next fee to pay and its fees with a checkbox each. */
export function FeeGroupSection({ group, selected, onToggle, onCancel }: Props) {
  const { t } = useTranslation();
  const options = useFormatOptions();
  const headingId = useId();
  const next = group.nextNotPaidFeeInfo;
  const money = (value: number | null | undefined) => formatValue(value, 'money', options);
  const concept = (fee: Fee) => fee.saleItem?.parentIdentifier ?? fee.saleNumber ?? '';
  // Stacked cards on a phone, so the amounts are never clipped off the right edge.
  const columns: TableColumn<Fee>[] = [
    {
      id: 'select',
      header: t('fees.select'),
      cell: (fee) => (
        <input
          type="checkbox"
          aria-label={t('fees.selectFee', { fee: `${concept(fee)} ${fee.saleNumber ?? ''}`.trim() })}
          disabled={!isPayable(fee)}
          checked={isPayable(fee) && selected.has(fee.id)}
          onChange={() => isPayable(fee) && onToggle(fee.id)}
        />
      ),
    },
    { id: 'concept', header: t('fees.concept'), cell: concept },
    { id: 'ticket', header: t('fees.ticket'), cell: (fee) => fee.saleNumber },
    { id: 'date', header: t('fees.date'), cell: (fee) => formatValue(fee.date, 'date', options) },
    // Amounts right-aligned in tabular figures, so they line up down the column.
    { id: 'total', header: t('fees.total'), cell: (fee) => <Money value={fee.total} />, numeric: true },
    { id: 'pending', header: t('fees.pending'), cell: (fee) => <Money value={fee.pending} />, numeric: true },
    {
      id: 'status',
      header: t('fees.status'),
      cell: (fee) => ((fee.pending ?? 0) > 0 ? <Badge status="pending">{t('fees.statusUnpaid')}</Badge> : <Badge status="paid">{t('fees.statusPaid')}</Badge>),
    },
  ];

  return (
    <section className="fee-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.description}</h2>
      {next?.date ? <p>{t('fees.nextFee', { date: formatValue(next.date, 'date', options), price: money(next.dPrice) })}</p> : null}
      {(group.fees ?? []).length === 0 ? (
        <EmptyState title={t('fees.noFees')} />
      ) : (
        <ResponsiveTable
          caption={t('fees.feesOf', { name: group.description ?? '' })}
          hideCaption
          columns={columns}
          rows={group.fees ?? []}
          rowKey={(fee) => fee.id ?? fee.saleNumber ?? ''}
        />
      )}
      {membershipToStop(group) !== null ? (
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          {t('fees.cancelMembership')}
        </button>
      ) : null}
    </section>
  );
}
