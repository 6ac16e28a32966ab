import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { ProviderStepProps } from '../payment-providers/provider-widget';
import { providerGlobal } from '../payment-providers/scripts';
import { useProviderScript } from '../payment-providers/use-provider-script';
import './PayStripe.css';

interface StripeElements {
  create(kind: 'payment'): { mount(target: HTMLElement): void };
}
interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<{ error?: StripeError }>;
  confirmSetup(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<{ error?: StripeError }>;
}
interface StripeError {
  type?: string;
  message?: string;
}

/** Stripe.js's error types whose message is for the customer, who can correct the card or try another in the same element. */
const CUSTOMER_ERRORS = new Set(['card_error', 'validation_error']);

/**
 * Stripe opens an embedded payment popup (doc 3 §4.3): a dialog over the checkout hosting the Payment Element of
 * Stripe.js, mounted with the intent's client secret; confirming returns to /stripe-callback/. A declined or
 * mistyped card (card_error, validation_error) shows Stripe's message in the popup and leaves the element there to
 * try again (doc 3 §8); any other error is the Crash text. Closing the popup gives the checkout back to the player.
 */
export default function PayStripe({ result, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const script = useProviderScript('stripe');
  const [error, setError] = useState<string | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const [elements, setElements] = useState<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [busy, setBusy] = useState(false);
  const config = result.stripe;

  useEffect(() => {
    if (script === 'failed' || !config?.clientSecret) onFailure(t('providers.failed'));
    if (script !== 'ready' || !config?.clientSecret || !host.current || elements) return;
    const Stripe = providerGlobal<(key: string) => StripeJs>('Stripe');
    if (!Stripe) return onFailure(t('providers.failed'));
    const stripe = Stripe(config.publicKey ?? '');
    const created = stripe.elements({ clientSecret: config.clientSecret });
    created.create('payment').mount(host.current);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- Stripe's element is an external system mounted here; its handle is kept once mounted
    setElements({ stripe, elements: created });
  }, [script, config, elements, onFailure, t]);

  const confirm = async () => {
    if (!elements) return;
    setBusy(true);
    setError(null);
    const options = { elements: elements.elements, confirmParams: { return_url: `${window.location.origin}/stripe-callback/` } };
    const answer = config?.mode === 'setup' ? await elements.stripe.confirmSetup(options) : await elements.stripe.confirmPayment(options);
    setBusy(false);
    if (!answer.error) return;
    if (CUSTOMER_ERRORS.has(answer.error.type ?? '')) setError(answer.error.message || t('providers.declined'));
    else onFailure(t('errors.crash'));
  };

  return (
    <Dialog title={t('providers.cardPopupTitle')} onClose={() => onFailure(t('providers.declined'))} className="pay-stripe">
      <div className="pay-provider">
        {script === 'loading' && <Skeleton kind="card" />}
        <div ref={host} />
        {error ? (
          <p className="pay-provider__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button variant="primary" block onClick={() => void confirm()} busy={busy} disabled={!elements}>
          {t('providers.pay')}
        </Button>
      </div>
    </Dialog>
  );
}
