import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import { useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
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
 * Stripe's Payment Element in a dialog over the checkout (doc 3 §4.3); confirming returns to /stripe-callback/. A
 * card the customer can correct keeps the element there to try again (doc 3 §8); any other error is the Crash text.
 */
export default function PayStripe({ result, scripts, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const script = useProviderScript(scripts.main);
  const host = useRef<HTMLDivElement>(null);
  const [elements, setElements] = useState<{ stripe: StripeJs; elements: StripeElements } | null>(null);
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

  // Stripe.js confirms (and leaves for /stripe-callback/ once it has): busy meanwhile, one confirmation for a double tap;
  // a card the customer can correct is a refusal shown in the popup, any other error ends the step with Crash.
  const confirm = useAction(root, async () => {
    if (!elements) return null;
    const options = { elements: elements.elements, confirmParams: { return_url: `${window.location.origin}/stripe-callback/` } };
    const answer = config?.mode === 'setup' ? await elements.stripe.confirmSetup(options) : await elements.stripe.confirmPayment(options);
    if (!answer.error) return { data: { ok: true } };
    if (CUSTOMER_ERRORS.has(answer.error.type ?? '')) return { data: { ok: false, errorMsg: answer.error.message || t('providers.declined') } };
    onFailure(t('errors.crash'));
    return null;
  });

  return (
    <Dialog title={t('providers.cardPopupTitle')} onClose={() => onFailure(t('providers.declined'))} className="pay-stripe">
      <div className="pay-provider">
        {script === 'loading' && <Skeleton kind="card" />}
        <div ref={host} />
        {confirm.message ? (
          <p className="pay-provider__error" role="alert">
            {text(confirm.message)}
          </p>
        ) : null}
        <Button variant="primary" block onClick={() => void confirm.run()} busy={confirm.busy} disabled={!elements}>
          {t('providers.pay')}
        </Button>
      </div>
    </Dialog>
  );
}
