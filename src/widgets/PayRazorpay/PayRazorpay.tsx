import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { ProviderStepProps } from '../payment-providers/provider-widget';
import { providerGlobal } from '../payment-providers/scripts';
import { useProviderScript } from '../payment-providers/use-provider-script';

interface RazorpayHandlerData {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
type RazorpayCheckout = new (options: Record<string, unknown>) => { open(): void; on(event: string, callback: () => void): void };

/**
 * Razorpay: its Checkout prefilled with the checkout's payer (doc 3 §9), so the customer does not type them again in
 * Razorpay's sheet; the handler data go to /razorpay-callback/.
 */
export default function PayRazorpay({ result, method, scripts, payer, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const script = useProviderScript(scripts.main);
  const opened = useRef(false);
  const data = result.razorpayData;

  useEffect(() => {
    if (script === 'failed' || !data) return onFailure(t('providers.failed'));
    if (script !== 'ready' || opened.current) return;
    const Razorpay = providerGlobal<RazorpayCheckout>('Razorpay');
    if (!Razorpay) return onFailure(t('providers.failed'));
    opened.current = true;
    const checkout = new Razorpay({
      key: data.apiKey,
      amount: data.amount,
      currency: data.currency,
      order_id: data.orderId,
      name: method.name ?? 'Razorpay',
      prefill: { name: payer.name, email: payer.email, contact: payer.phone },
      handler: (answer: RazorpayHandlerData) =>
        navigate(
          `/razorpay-callback/?${new URLSearchParams({ order_id: answer.razorpay_order_id, payment_id: answer.razorpay_payment_id, signature: answer.razorpay_signature }).toString()}`,
        ),
      modal: { ondismiss: () => onFailure(t('providers.declined')) },
    });
    checkout.on('payment.failed', () => navigate('/cz/ko'));
    checkout.open();
  }, [script, data, method.name, payer.name, payer.email, payer.phone, navigate, onFailure, t]);

  return script === 'loading' ? <Skeleton kind="card" /> : null;
}
