import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeWrite, useAction } from '../../api/use-action';
import { formatWhen } from '../../i18n/dates';
import { saleLine } from '../../shop/sale-line';
import { useMessageText, type Message } from '../../i18n/message';
import type { CartLine, CartSale } from '../../stores/CartSummaryStore';
import { MAX_UNITS, MIN_UNITS } from '../../stores/CartSummaryStore';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Money } from '../../ui/Format/Format';
import { CloseIcon } from '../../ui/Icon/icons';
import './CartLines.css';

/** A product line: image, name, the stepper (−, exact units, +) and its sub total (doc 1 §2.7, doc 3 §4.2). */
const ProductLine = observer(function ProductLine({ line, onProblem }: { line: CartLine; onProblem(message: Message | null): void }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const { cart } = root;
  const [typed, setTyped] = useState<string | null>(null);
  const name = line.product.name ?? '';
  const report = (outcome: Awaited<ReturnType<typeof cart.changeUnits>>) => onProblem(outcome.ok ? null : outcome.message);
  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    void cart.changeUnits(line.product.id, 'Exact', typed).then(report);
  };
  const logo = root.settings.uploadUrl(line.product.logo);
  return (
    <li className="cart-line">
      {logo ? <img className="cart-line__image" src={logo} alt="" width={48} height={48} loading="lazy" /> : <span className="cart-line__image" aria-hidden="true" />}
      <span className="cart-line__name">{name}</span>
      <span className="cart-line__stepper" role="group" aria-label={t('cart.quantityOf', { name })}>
        <Button
          size="sm"
          variant="quiet"
          aria-label={t('cart.decrement', { name })}
          disabled={line.units <= MIN_UNITS}
          onClick={() => void cart.changeUnits(line.product.id, 'Decrement').then(report)}
        >
          −
        </Button>
        <input
          className="cz-input cart-line__units"
          type="number"
          inputMode="numeric"
          min={MIN_UNITS}
          max={MAX_UNITS}
          aria-label={t('cart.quantityOf', { name })}
          value={typed ?? String(line.units)}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <Button size="sm" variant="quiet" aria-label={t('cart.increment', { name })} onClick={() => void cart.changeUnits(line.product.id, 'Increment').then(report)}>
          +
        </Button>
      </span>
      <span className="cart-line__amount">
        <Money value={cart.lineTotal(line)} />
      </span>
      <Button
        size="sm"
        variant="quiet"
        className="cart-line__remove"
        aria-label={t('cart.removeNamed', { name })}
        icon={<CloseIcon />}
        onClick={() => cart.removeProduct(line.product.id)}
      />
    </li>
  );
});

/** setTimeout's longest wait (about 24.8 days); a later deadline is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/** Whether the instant has passed, turning true by itself when it does. */
function usePassed(instantMs: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  const passed = now >= instantMs;
  useEffect(() => {
    if (passed || !Number.isFinite(instantMs)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(instantMs - Date.now(), 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [instantMs, passed, now]);
  return passed;
}

/** A booking's hold: Held until HH:mm (club time), or that it expired once its payment deadline has passed (doc 2 §4). */
const HoldDeadline = observer(function HoldDeadline({ deadline }: { deadline: string }) {
  const { t, i18n } = useTranslation();
  const { settings } = useRootStore();
  const deadlineMs = Date.parse(deadline);
  const expired = usePassed(deadlineMs);
  if (!Number.isFinite(deadlineMs)) return null;
  const time = formatWhen(deadlineMs, 'time', { ...settings.formatOptions, language: i18n.language });
  return (
    <time className={expired ? 'cart-line__hold cart-line__hold--expired' : 'cart-line__hold'} dateTime={deadline}>
      {t(expired ? 'cart.holdExpired' : 'cart.heldUntil', { time })}
    </time>
  );
});

/**
 * A pending sale line: what it is and when (a booking's name and its day and time, issue 35: never an internal code
 * such as its sale number), the hold's deadline, pending amount and remove (which calls its cancel URLs first).
 */
const SaleLine = observer(function SaleLine({ sale, onProblem }: { sale: CartSale; onProblem(message: Message | null): void }) {
  const { t, i18n } = useTranslation();
  const root = useRootStore();
  const { cart } = root;
  // The cart calls the sale's cancel URLs, then drops the line; a refusal keeps it and shows under the lines.
  const removal = useAction(root, () => storeWrite(cart.removeSale(sale.id)));
  const { title, when } = saleLine(sale, { ...root.settings.formatOptions, language: i18n.language });
  const remove = async () => {
    onProblem(null);
    await removal.run();
  };
  const problem = removal.ok ? null : removal.message;
  useEffect(() => {
    if (problem) onProblem(problem);
  }, [problem, onProblem]);
  return (
    <li className="cart-line cart-line--sale">
      <span className="cart-line__name">
        {title}
        {when ? <span className="cart-line__meta"> · {when}</span> : null}
        {sale.paymentDeadline ? <HoldDeadline deadline={sale.paymentDeadline} /> : null}
      </span>
      <span className="cart-line__amount">
        <Money value={cart.saleAmount(sale)} />
      </span>
      <Button
        size="sm"
        variant="quiet"
        className="cart-line__remove"
        busy={removal.busy}
        aria-label={t('cart.removeNamed', { name: title })}
        icon={<CloseIcon />}
        onClick={() => void remove()}
      />
    </li>
  );
});

/** The cart's lines with their controls, as the header dropdown and the checkout's summary show them. */
export const CartLines = observer(function CartLines() {
  const { t } = useTranslation();
  const text = useMessageText();
  const { cart } = useRootStore();
  const [problem, setProblem] = useState<Message | null>(null);
  if (cart.isEmpty) return <p className="cart-lines__empty">{t('cart.empty')}</p>;
  return (
    <>
      <ul className="cart-lines" aria-label={t('cart.title')}>
        {cart.products.map((line) => (
          <ProductLine key={`p${line.product.id}`} line={line} onProblem={setProblem} />
        ))}
        {cart.sales.map((sale) => (
          <SaleLine key={`s${sale.id}`} sale={sale} onProblem={setProblem} />
        ))}
      </ul>
      {problem ? (
        <p className="cart-lines__problem" role="alert">
          {text(problem)}
        </p>
      ) : null}
    </>
  );
});
