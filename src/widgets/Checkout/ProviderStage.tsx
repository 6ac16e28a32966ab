import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { paymentProviderFor } from '../payment-providers/registry';
import type { CardCollectProps, CardResumeProps, Payer, ProviderStepProps } from '../payment-providers/provider-widget';
import type { PaymentState } from './payment-flow';

// The checkout's one place for card and wallet providers: it only looks a method type up in the registry.

const steps = new Map<number, LazyExoticComponent<ComponentType<ProviderStepProps>>>();
const collectors = new Map<number, LazyExoticComponent<ComponentType<CardCollectProps>>>();
const resumers = new Map<number, LazyExoticComponent<ComponentType<CardResumeProps>>>();

/**
 * Renders the provider's part of the payment the flow is in: its card collection (before `checkout`), its return
 * from a card registration, or its step (after `checkout`); nothing in the other phases.
 */
export function ProviderStage({
  payment: stage,
  currency,
  payer,
  saveCard,
  onToken,
  onResumed,
  onCancel,
  onFailure,
}: {
  payment: PaymentState;
  /** The club's currency (checkout-info), for a provider's step that loads its script with it (PayPal). */
  currency: string;
  /** Who pays and whether the card is kept: handed to the provider's step. */
  payer: Payer;
  saveCard: boolean;
  onToken: CardCollectProps['onToken'];
  /** Back from the provider's card registration: the saved card's token and what the provider keeps with the payment. */
  onResumed: CardResumeProps['onToken'];
  onCancel(): void;
  onFailure(message: string): void;
}) {
  const { t } = useTranslation();
  if (stage.phase !== 'collecting' && stage.phase !== 'resuming' && stage.phase !== 'provider') return null;
  const entry = paymentProviderFor(stage.method.type);
  if (!entry) return <p role="alert">{t('checkout.methodNotAvailable')}</p>;
  const type = stage.method.type;
  const scripts = entry.scripts ?? {};
  let body;
  if (stage.phase === 'collecting') {
    if (!entry.collectCard) return null;
    if (!collectors.has(type)) collectors.set(type, lazy(entry.collectCard));
    const Collect = collectors.get(type)!;
    // eslint-disable-next-line react-hooks/static-components -- one lazy component per method type, cached in collectors
    body = <Collect method={stage.method} scripts={scripts} onToken={onToken} onCancel={onCancel} onFailure={onFailure} />;
  } else if (stage.phase === 'resuming') {
    if (!entry.resume) return null;
    if (!resumers.has(type)) resumers.set(type, lazy(entry.resume.component));
    const Resume = resumers.get(type)!;
    // eslint-disable-next-line react-hooks/static-components -- one lazy component per method type, cached in resumers
    body = <Resume method={stage.method} query={stage.query} onToken={onResumed} onFailure={onFailure} />;
  } else {
    if (!steps.has(type)) steps.set(type, lazy(entry.step));
    const Step = steps.get(type)!;
    // eslint-disable-next-line react-hooks/static-components -- one lazy component per method type, cached in steps
    body = <Step method={stage.method} result={stage.result} scripts={scripts} currency={currency} payer={payer} saveCard={saveCard} onFailure={onFailure} />;
  }
  return <Suspense fallback={<Skeleton kind="card" />}>{body}</Suspense>;
}
