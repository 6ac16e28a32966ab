import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asArray } from '../../engine/data-path';
import { isRecord } from '../../domain/is-record';
import { formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import { useScope } from '../../engine/render-contexts';
import { TableSection } from '../../sections/TableSection';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';

/** The refund popup of an order: payment method and amount of each refund (doc 1 §2.21). */
export default function OrderRefunds() {
  const { t } = useTranslation();
  const options = useFormatOptions();
  const order = useScope();
  const [open, setOpen] = useState(false);
  const refunds = asArray(isRecord(order) ? order.refunds : undefined).filter(isRecord);
  if (refunds.length === 0) return null;
  const number = isRecord(order) ? String(order.number ?? '') : '';

  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('orders.refunds', { number })}
      </Button>
      {open ? (
        <Dialog title={t('orders.refunds', { number })} onClose={() => setOpen(false)}>
          <TableSection
            columns={[
              { key: 'method', header: t('orders.paymentMethod') },
              { key: 'amount', header: t('orders.amount') },
            ]}
            rows={refunds.map((refund, index) => ({
              key: String(index),
              cells: { method: String(refund.paymentMethod ?? ''), amount: formatValue(refund.amount, 'money', options) },
            }))}
          />
        </Dialog>
      ) : null}
    </>
  );
}
