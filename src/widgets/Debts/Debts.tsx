import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerIdOf } from '../../engine/sources/answers';
import { okAnswer } from '../../api/answers';
import type { components } from '../../generated/api';
import { failureMessage, useMessageText, type Message } from '../../i18n/message';
import { query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { sumAmounts } from '../../domain/money';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Money } from '../../ui/Format/Format';
import { ResponsiveTable } from '../../ui/ResponsiveTable/ResponsiveTable';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Toast } from '../../ui/Toast/Toast';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import '../CustomerFees/CustomerFees.css';
import './Debts.css';

type Debt = components['schemas']['Debt'];

function pendingSalesQuery(root: RootStore) {
  const customerId = customerIdOf(root);
  return query(['getPendingSales', customerId], async (signal) => {
    return (await okAnswer(root.client.POST('/api/shop/pending-sales/{customerId}', { params: { path: { customerId } }, signal }))).data ?? [];
  });
}

/** /debts: the Pending Sales table (checkbox, concept, ticket, total, pending) and Add to cart (doc 3 §2.6, §4.5). */
function Debts() {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const debts = useQuery(pendingSalesQuery(root));
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [note, setNote] = useState<{ ok: boolean; message: Message } | null>(null);
  if (debts.status === 'loading') return <Skeleton kind="row" />;
  if (debts.status === 'failed') return <LoadFailure message={failureMessage(debts.error)} />;
  const rows = debts.data;
  if (rows.length === 0) return <EmptyState title={t('shop.noPending')} />;
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allTicked = rows.every((debt) => ticked.has(debt.id));
  const toggleAll = () => setTicked(allTicked ? new Set() : new Set(rows.map((debt) => debt.id)));
  const chosen = rows.filter((debt) => ticked.has(debt.id));
  const addToCart = () => {
    if (chosen.length === 0) return;
    const outcome = root.cart.addSales(
      chosen.map((debt: Debt) => ({
        id: debt.id,
        saleNumber: debt.saleNumber,
        title: debt.title,
        total: debt.total,
        pending: debt.pending,
        netPending: debt.netPending,
        paymentType: debt.paymentType,
      })),
    );
    // A refusal (a shared payment in the cart) shows in the global error popup, from the cart.
    setNote(outcome.ok ? { ok: true, message: { key: 'shop.addedSales' } } : null);
  };
  return (
    <div className="debts">
      {rows.length > 1 ? (
        <label className="fee-group__all">
          <input type="checkbox" checked={allTicked} onChange={toggleAll} />
          {t('shop.selectAllSales')}
        </label>
      ) : null}
      <ResponsiveTable
        caption={t('shop.pendingSales')}
        hideCaption
        rows={rows}
        rowKey={(debt) => debt.id}
        columns={[
          {
            id: 'pick',
            header: <span className="cz-visually-hidden">{t('shop.addSelected')}</span>,
            // The label is the box's tap target: on a phone the card's whole left strip, on a computer a 44 px cell.
            cell: (debt) => (
              <label className="debts__pick">
                <input
                  type="checkbox"
                  aria-label={t('shop.selectSale', { ticket: debt.saleNumber ?? String(debt.id) })}
                  checked={ticked.has(debt.id)}
                  onChange={() => toggle(debt.id)}
                />
              </label>
            ),
          },
          { id: 'concept', header: t('shop.concept'), cell: (debt) => debt.title ?? (debt.saleItems ?? []).map((item) => item.name).join(', ') },
          { id: 'ticket', header: t('shop.ticket'), cell: (debt) => debt.saleNumber },
          { id: 'total', header: t('shop.total'), numeric: true, cell: (debt) => <Money value={debt.total ?? 0} /> },
          { id: 'pending', header: t('shop.pending'), numeric: true, cell: (debt) => <Money value={debt.pending ?? 0} /> },
        ]}
      />
      <div className="debts__actions">
        <Button variant="primary" onClick={addToCart} disabled={chosen.length === 0} disabledReason={t('shop.chooseSales')}>
          {t('shop.addSelected')}
        </Button>
        {chosen.length > 0 ? (
          <span className="debts__total">
            {t('fees.tickedTotal', { count: chosen.length })} <Money value={sumAmounts(chosen.map((debt) => debt.pending ?? 0))} />
          </span>
        ) : null}
      </div>
      {note && !note.ok ? <p role="alert">{text(note.message)}</p> : null}
      {note?.ok ? (
        <Toast
          onDismiss={() => setNote(null)}
          action={
            <LinkButton to="/checkout" variant="secondary" size="sm">
              {t('cart.checkout')}
            </LinkButton>
          }
        >
          {text(note.message)}
        </Toast>
      ) : null}
    </div>
  );
}

export default observer(Debts);
