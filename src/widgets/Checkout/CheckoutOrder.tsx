import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeWrite, useAction } from '../../api/use-action';
import { fromCents } from '../../domain/money';
import { formatWhen } from '../../i18n/dates';
import { useMessageText, type Message } from '../../i18n/message';
import type { CartLine, CartSale } from '../../stores/CartSummaryStore';
import { MAX_UNITS, MIN_UNITS } from '../../stores/CartSummaryStore';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Field } from '../../ui/Field/Field';
import { Money } from '../../ui/Format/Format';
import { CloseIcon } from '../../ui/Icon/icons';
import { saleLine } from '../../shop/sale-line';
import type { CheckoutView } from './use-checkout';

/** A booking or another pending sale: its name, its day and time (the sale's description), the hold and the amount; never its sale number. */
const SaleRow = observer(function SaleRow({ sale }: { sale: CartSale }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  // The cart calls the sale's cancel URLs, then drops the line; a refusal keeps it and says why on it.
  const removal = useAction(root, () => storeWrite(root.cart.removeSale(sale.id)));
  // The one format: "Padel 1" and "Sun 6 Dec · 18:00 (60 min)", never the server's system date.
  const { title, when } = saleLine(sale, { ...root.settings.formatOptions, language: i18n.language });
  const hold = useHoldText(sale.paymentDeadline);
  return (
    <li className="checkout-line">
      <span className="checkout-line__what">
        <span className="checkout-line__name">{title}</span>
        {when ? <span className="checkout-line__meta">{when}</span> : null}
        {hold ? <span className="checkout-line__hold">{hold}</span> : null}
        {removal.message ? (
          <span className="checkout__error" role="alert">
            {text(removal.message)}
          </span>
        ) : null}
      </span>
      <span className="checkout-line__amount">
        <Money value={root.cart.saleAmount(sale)} />
      </span>
      <Button size="sm" variant="quiet" busy={removal.busy} aria-label={t('cart.removeNamed', { name: title })} icon={<CloseIcon />} onClick={() => void removal.run()} />
    </li>
  );
});

/** "Held until 19:30" in the club's clock while the booking's hold lasts (doc 2 §4). */
function useHoldText(deadline: string | null | undefined): string | null {
  const { t, i18n } = useTranslation();
  const { settings } = useRootStore();
  const [openedAt] = useState(() => Date.now());
  const at = deadline ? Date.parse(deadline) : NaN;
  if (!Number.isFinite(at)) return null;
  const time = formatWhen(at, 'time', { ...settings.formatOptions, language: i18n.language });
  return t(at <= openedAt ? 'cart.holdExpired' : 'cart.heldUntil', { time });
}

/** A product: its name, units (−, the exact number, +), amount and remove (doc 3 §2.4, §4.2). */
const ProductRow = observer(function ProductRow({ line, onProblem }: { line: CartLine; onProblem(message: Message | null): void }) {
  const { t } = useTranslation();
  const { cart } = useRootStore();
  const name = line.product.name ?? '';
  const change = (how: 'Increment' | 'Decrement' | 'Exact', units?: string) =>
    cart.changeUnits(line.product.id, how, units).then((outcome) => onProblem(outcome.ok ? null : outcome.message));
  // The typed number is sent when the player leaves the box or presses Enter: a new count redraws the box (its
  // key), one refused or not a number shows the count again.
  const commit = (input: HTMLInputElement) => {
    if (input.value !== String(line.units)) void change('Exact', input.value).then(() => (input.value = String(line.units)));
  };
  return (
    <li className="checkout-line">
      <span className="checkout-line__what">
        <span className="checkout-line__name">{name}</span>
        <span className="checkout-line__units" role="group" aria-label={t('cart.quantityOf', { name })}>
          <Button size="sm" variant="quiet" aria-label={t('cart.decrement', { name })} disabled={line.units <= MIN_UNITS} onClick={() => void change('Decrement')}>
            −
          </Button>
          <input
            key={line.units}
            className="cz-input"
            type="number"
            inputMode="numeric"
            min={MIN_UNITS}
            max={MAX_UNITS}
            defaultValue={line.units}
            aria-label={t('cart.quantityOf', { name })}
            onBlur={(event) => commit(event.currentTarget)}
            onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget)}
          />
          <Button size="sm" variant="quiet" aria-label={t('cart.increment', { name })} onClick={() => void change('Increment')}>
            +
          </Button>
        </span>
      </span>
      <span className="checkout-line__amount">
        <Money value={cart.lineTotal(line)} />
      </span>
      <Button size="sm" variant="quiet" aria-label={t('cart.removeNamed', { name })} icon={<CloseIcon />} onClick={() => cart.removeProduct(line.product.id)} />
    </li>
  );
});

/** The top of the checkout: what is paid for, the coupon and the totals. */
export const CheckoutOrder = observer(function CheckoutOrder({ checkout, problem }: { checkout: CheckoutView; problem(place: 'cart' | 'coupon'): string | undefined }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { cart } = useRootStore();
  const [lineProblem, setLineProblem] = useState<Message | null>(null);
  const { flow, dispatch, totals } = checkout;
  const note = flow.couponNote ? text(flow.couponNote) : undefined;
  return (
    <Card title={t('checkout.summary')} className="checkout__order">
      <ul className="checkout-lines" aria-label={t('cart.title')} id="checkout-problem-cart" tabIndex={-1}>
        {cart.sales.map((sale) => (
          <SaleRow key={`s${sale.id}`} sale={sale} />
        ))}
        {cart.products.map((line) => (
          <ProductRow key={`p${line.product.id}`} line={line} onProblem={setLineProblem} />
        ))}
      </ul>
      {lineProblem || problem('cart') ? (
        <p className="checkout__error" role="alert">
          {lineProblem ? text(lineProblem) : problem('cart')}
        </p>
      ) : null}
      <div className="checkout__coupon">
        <Field label={t('checkout.coupon')} error={problem('coupon')} help={note} width="full">
          <input
            id="checkout-problem-coupon"
            className="cz-input"
            value={flow.couponTyped}
            autoComplete="off"
            onChange={(event) => dispatch({ type: 'couponTyped', text: event.target.value })}
          />
        </Field>
        <Button busy={checkout.couponBusy} onClick={checkout.applyCoupon}>
          {t('checkout.applyCoupon')}
        </Button>
      </div>
      <dl className="checkout__totals">
        <dt>{t('checkout.subtotal')}</dt>
        <dd>
          <Money value={fromCents(totals.subtotal)} />
        </dd>
        {checkout.transport ? (
          <>
            <dt>{t('checkout.transportCost')}</dt>
            <dd>
              <Money value={fromCents(totals.transport)} />
            </dd>
          </>
        ) : null}
        {flow.coupon ? (
          <>
            <dt>{t('checkout.discount')}</dt>
            <dd>
              − <Money value={fromCents(totals.discount)} />
            </dd>
          </>
        ) : null}
        {/* The coupon gives a discount and discounted taxes (doc 3 §4.3): the taxes it takes off are said under it. */}
        {flow.coupon && flow.coupon.discountedTaxes > 0 ? (
          <>
            <dt className="checkout__meta">{t('checkout.discountedTaxes')}</dt>
            <dd className="checkout__meta">
              <Money value={flow.coupon.discountedTaxes} />
            </dd>
          </>
        ) : null}
        <dt className="checkout__total">{t('checkout.total')}</dt>
        <dd className="checkout__total" id="checkout-total">
          <Money value={fromCents(totals.total)} />
        </dd>
      </dl>
    </Card>
  );
});
