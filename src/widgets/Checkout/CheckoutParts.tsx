import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLEAN_SHOP } from '../../shop/clean-shop';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { FailureState } from '../../ui/EmptyState/FailureState';
import { Fieldset } from '../../ui/Field/Field';
import { BagIcon } from '../../ui/Icon/icons';
import { methodKey, type PaymentMethod } from './checkout-rules';

/**
 * An empty cart has nothing to pay: the spec's "Your basket is empty!" and the way back to the shop (the clean shop's
 * own from its checkout), no form and no Pay at 0.
 */
export function EmptyCheckout({ clean }: { clean: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('checkout.emptyBasket')}
      icon={<BagIcon size={28} />}
      action={
        <LinkButton to={clean ? CLEAN_SHOP : '/shop'} variant="primary">
          {t('cart.continueShopping')}
        </LinkButton>
      }
    />
  );
}

/** checkout-info did not load (offline, a fault): the page says so with Try again, which asks again. */
export function CheckoutLoadFailure() {
  const { t } = useTranslation();
  const { queries } = useRootStore();
  return (
    <FailureState
      message={t('checkout.loadFailed')}
      action={
        <Button variant="primary" onClick={() => queries.invalidate('getCheckoutInfo')}>
          {t('ui.tryAgain')}
        </Button>
      }
    />
  );
}

/**
 * A group of radio choices (transports, vouchers, methods) with its problem under it. `legendRepeatsTitle`: the card
 * above already says it (Transport under Transport), so the legend is left to screen readers instead of shown twice.
 */
export function Choices({ legend, error, legendRepeatsTitle, children }: { legend: string; error?: string; legendRepeatsTitle?: boolean; children: ReactNode }) {
  return (
    <Fieldset legend={legend} className={legendRepeatsTitle ? 'checkout__choices checkout__choices--titled' : 'checkout__choices'}>
      {children}
      {error ? (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      ) : null}
    </Fieldset>
  );
}

export function MethodChoice({ method, chosen, onChoose, id }: { method: PaymentMethod; chosen: string | null; onChoose(key: string): void; id?: string }) {
  const key = methodKey(method);
  return (
    <label className="checkout__choice">
      <input type="radio" name="payment-method" id={id} checked={chosen === key} onChange={() => onChoose(key)} />
      <span>
        {method.name}
        {method.description ? <span className="checkout__meta"> · {method.description}</span> : null}
      </span>
    </label>
  );
}
