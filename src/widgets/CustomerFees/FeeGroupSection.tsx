import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import { feeState, isPayable, membershipToStop, type Fee, type FeeGroup } from './fee-selection';
import { Button } from '../../ui/Button/Button';
import { Badge } from '../../ui/Badge/Badge';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Money } from '../../ui/Format/Format';
import './CustomerFees.css';

interface Props {
  group: FeeGroup;
  selected: ReadonlySet<number>;
  onToggle: (feeId: number) => void;
  /** Ticks every fee of the group left to pay, or unticks them all when they all are ticked. */
  onToggleAll: (feeIds: readonly number[]) => void;
  onCancel: () => void;
  /** The day it is, for the overdue state (yyyy-MM-dd in the club's zone would do; an instant is enough here). */
  now: number;
}

const BADGE = { paid: 'paid', due: 'pending', overdue: 'overdue' } as const;

/**
 * One periodic sale as cards a player reads at a glance: what each fee is for, its date and ticket, the amount and
 * whether it is paid, due or overdue; a card left to pay is ticked by tapping anywhere on it, and one box ticks all.
 */
export function FeeGroupSection({ group, selected, onToggle, onToggleAll, onCancel, now }: Props) {
  const { t } = useTranslation();
  const options = useFormatOptions();
  const headingId = useId();
  const baseId = useId();
  const next = group.nextNotPaidFeeInfo;
  const fees = group.fees ?? [];
  const payable = fees.filter(isPayable).map((fee) => fee.id);
  const allTicked = payable.length > 0 && payable.every((id) => selected.has(id));
  const concept = (fee: Fee) => fee.saleItem?.parentIdentifier ?? fee.saleNumber ?? '';

  return (
    <section className="fee-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.description}</h2>
      {next?.date ? (
        <p className="fee-group__next">{t('fees.nextFee', { date: formatValue(next.date, 'date', options), price: formatValue(next.dPrice, 'money', options) })}</p>
      ) : null}
      {fees.length === 0 ? (
        <EmptyState title={t('fees.noFees')} />
      ) : (
        <>
          {payable.length > 1 ? (
            <label className="fee-group__all">
              <input type="checkbox" checked={allTicked} onChange={() => onToggleAll(payable)} />
              {t('fees.selectAllDue', { count: payable.length })}
            </label>
          ) : null}
          <ul className="fee-list" aria-label={t('fees.feesOf', { name: group.description ?? '' })}>
            {fees.map((fee, index) => {
              const state = feeState(fee, now);
              const id = `${baseId}-${fee.id ?? index}`;
              const payableFee = isPayable(fee);
              return (
                <li key={fee.id ?? fee.saleNumber ?? index} className={`fee-card fee-card--${state}${payableFee && selected.has(fee.id) ? ' fee-card--ticked' : ''}`}>
                  {payableFee ? (
                    <input
                      id={id}
                      type="checkbox"
                      className="fee-card__box"
                      aria-label={t('fees.selectFee', { fee: `${concept(fee)} ${fee.saleNumber ?? ''}`.trim() })}
                      checked={selected.has(fee.id)}
                      onChange={() => onToggle(fee.id)}
                    />
                  ) : (
                    <span className="fee-card__box fee-card__box--none" aria-hidden="true" />
                  )}
                  <label htmlFor={payableFee ? id : undefined} className="fee-card__main">
                    <span className="fee-card__concept">{concept(fee)}</span>
                    <span className="fee-card__meta">
                      {[formatValue(fee.date, 'date', options), fee.saleNumber].filter(Boolean).join(' · ')}
                      {(fee.pending ?? 0) > 0 && fee.pending !== fee.total ? ` · ${t('fees.ofTotal', { total: formatValue(fee.total, 'money', options) })}` : ''}
                    </span>
                  </label>
                  <span className="fee-card__side">
                    <Money value={state === 'paid' ? fee.total : fee.pending} />
                    <Badge status={BADGE[state]}>{t(`fees.state_${state}`)}</Badge>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {membershipToStop(group) !== null ? (
        <Button variant="quiet" className="fee-group__cancel" onClick={onCancel}>
          {t('fees.cancelMembership')}
        </Button>
      ) : null}
    </section>
  );
}
