import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerIdOf } from '../../engine/sources/answers';
import { okAnswer } from '../../api/answers';
import { useAction } from '../../api/use-action';
import { failureMessage, useMessageText, type Message } from '../../i18n/message';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { cartPortOf } from '../../shop/cart-port';
import { Dialog } from '../../ui/Dialog/Dialog';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { FeeGroupSection } from './FeeGroupSection';
import { isPayable, membershipToStop, selectedSales, type FeeGroup } from './fee-selection';
import { sumAmounts } from '../../domain/money';
import { Button } from '../../ui/Button/Button';
import { Money } from '../../ui/Format/Format';
import { EmptyState } from '../../ui/EmptyState/EmptyState';

type Outcome = { tone: 'success' | 'error'; message: Message } | null;

function feesQuery(root: RootStore): Query<FeeGroup[]> {
  return query(['getCustomerFees', root.session.customerId], async (signal) => {
    const path = { customerId: customerIdOf(root) };
    const answer = await okAnswer(root.client.GET('/api/publiccustomerperiodicsales/customer-fees/{customerId}', { params: { path }, signal }));
    return answer.model ?? [];
  });
}

/** My fees, grouped by periodic sale: tick fees to add them to the cart, or cancel a membership (doc 1 §2.22). */
function CustomerFees() {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const fees = useQuery(feesQuery(root));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [cancelling, setCancelling] = useState<FeeGroup | null>(null);
  const [added, setAdded] = useState(false);
  const stop = useAction(
    root,
    (group: FeeGroup) => {
      const cpsId = membershipToStop(group);
      if (cpsId === null) throw new Error('a membership without a fee to pay has nothing to stop');
      return root.client.POST('/api/publiccustomerperiodicsales/stop-periodicsale/{customerId}/{cpsId}', { params: { path: { customerId: customerIdOf(root), cpsId } } });
    },
    { invalidates: ['getCustomerFees'], done: () => ({ key: 'fees.cancelled' }) },
  );
  const outcome: Outcome = stop.message ? { tone: stop.ok ? 'success' : 'error', message: stop.message } : added ? { tone: 'success', message: { key: 'fees.added' } } : null;
  // The day the page opened: the overdue state must not change while it is shown.
  const [now] = useState(() => Date.now());

  if (fees.status === 'loading') return <div className="widget-loading" aria-busy="true" />;
  if (fees.status === 'failed') return <LoadFailure message={failureMessage(fees.error)} />;
  if (fees.data.length === 0) return <EmptyState title={t('fees.empty')}>{t('fees.emptyText')}</EmptyState>;

  const toggle = (feeId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(feeId)) next.add(feeId);
      return next;
    });

  const toggleAll = (feeIds: readonly number[]) =>
    setSelected((current) => {
      const next = new Set(current);
      const all = feeIds.every((id) => next.has(id));
      for (const id of feeIds) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  const ticked = selectedSales(fees.data, selected);
  const tickedTotal = sumAmounts(ticked.map((sale) => sale.pending ?? 0));

  const addToCart = async () => {
    stop.clear();
    setAdded(false);
    await cartPortOf(root).addSales(selectedSales(fees.data, selected));
    setSelected(new Set());
    setAdded(true);
  };

  const stopMembership = async (group: FeeGroup) => {
    setAdded(false);
    await stop.run(group);
    setCancelling(null);
  };

  return (
    <div className="customer-fees">
      {fees.data.map((group, index) => (
        <FeeGroupSection
          key={`${index}-${group.description ?? ''}`}
          group={group}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onCancel={() => setCancelling(group)}
          now={now}
        />
      ))}
      {outcome ? (
        <p role={outcome.tone === 'error' ? 'alert' : 'status'} className={`form-outcome form-outcome--${outcome.tone}`}>
          {text(outcome.message)}
        </p>
      ) : null}
      {fees.data.some((group) => (group.fees ?? []).some(isPayable)) ? (
        <div className={`customer-fees__actions${ticked.length > 0 ? ' customer-fees__actions--active' : ''}`}>
          <Button variant="primary" disabled={ticked.length === 0} disabledReason={t('fees.tickToPay')} onClick={() => void addToCart()}>
            {t('fees.addToCart')}
          </Button>
          {ticked.length > 0 ? (
            <span className="customer-fees__total">
              {t('fees.tickedTotal', { count: ticked.length })} <Money value={tickedTotal} />
            </span>
          ) : null}
        </div>
      ) : null}
      {cancelling ? (
        <Dialog title={t('fees.cancelMembership')} onClose={() => setCancelling(null)}>
          <p>{t('fees.cancelConfirm', { name: cancelling.description ?? '' })}</p>
          <div className="modal__actions">
            <Button variant="secondary" disabled={stop.busy} onClick={() => setCancelling(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" busy={stop.busy} onClick={() => void stopMembership(cancelling)}>
              {t('fees.confirmCancel')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

export default observer(CustomerFees);
