import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import { isPayable, type FeeGroup } from './fee-selection';

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
  const money = (value: unknown) => formatValue(value, 'money', options);

  return (
    <section className="fee-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.description}</h2>
      {next?.date ? (
        <p>{t('fees.nextFee', { date: formatValue(next.date, 'date', options), price: money(next.dPrice) })}</p>
      ) : null}
      {(group.fees ?? []).length === 0 ? (
        <p className="empty-text">{t('fees.noFees')}</p>
      ) : (
        // Focusable, so a table wider than a phone can be scrolled from the keyboard.
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('fees.feesOf', { name: group.description ?? '' })}>
          <table className="data-table">
            <caption>{t('fees.feesOf', { name: group.description ?? '' })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fees.select')}</th>
                <th scope="col">{t('fees.concept')}</th>
                <th scope="col">{t('fees.ticket')}</th>
                <th scope="col">{t('fees.date')}</th>
                <th scope="col">{t('fees.total')}</th>
                <th scope="col">{t('fees.pending')}</th>
              </tr>
            </thead>
            <tbody>
              {(group.fees ?? []).map((fee, index) => {
                const concept = fee.saleItem?.parentIdentifier ?? fee.saleNumber ?? '';
                return (
                  <tr key={fee.id ?? `index-${index}`}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('fees.selectFee', { fee: `${concept} ${fee.saleNumber ?? ''}`.trim() })}
                        disabled={!isPayable(fee)}
                        checked={isPayable(fee) && selected.has(fee.id)}
                        onChange={() => isPayable(fee) && onToggle(fee.id)}
                      />
                    </td>
                    <td>{concept}</td>
                    <td>{fee.saleNumber}</td>
                    <td>{formatValue(fee.date, 'date', options)}</td>
                    <td>{money(fee.total)}</td>
                    <td>{money(fee.pending)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {group.cpsId ? (
        <button type="button" className="button" onClick={onCancel}>
          {t('fees.cancelMembership')}
        </button>
      ) : null}
    </section>
  );
}
