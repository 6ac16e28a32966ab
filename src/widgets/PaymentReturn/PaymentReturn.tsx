import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { pollStatus, returnDestination, type PolledStatus } from '../payment-providers/poll-status';
import './PaymentReturn.css';

type Provider = 'stripe' | 'razorpay' | 'netpay';

/**
 * The return pages of the card providers (doc 3 §2.5, §4.4): /stripe-callback/ (payment_intent or
 * setup_intent), /razorpay-callback/ (order_id, payment_id, signature) and /netpay-callback/ (id,
 * transaction_token). "Processing payment please wait..." while the status is asked (then up to 10 retries,
 * one second apart), then /cz/ok, /cz/ko, or back to /checkout with a setup intent's saved card.
 */
export default function PaymentReturn({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const provider = providerOf(options);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const setupIntent = provider === 'stripe' && params.has('setup_intent');
    const ask = async (): Promise<PolledStatus | null> => {
      if (provider === 'stripe') {
        const intentId = params.get('payment_intent') ?? params.get('setup_intent');
        if (!intentId) return null;
        return (await root.client.GET('/api/stripe/status/{intentId}', { params: { path: { intentId } } })).data ?? null;
      }
      if (provider === 'razorpay') {
        const [orderId, paymentId, signature] = [params.get('order_id'), params.get('payment_id'), params.get('signature')];
        if (!orderId || !paymentId || !signature) return null;
        return (await root.client.GET('/api/razorpay/status/{orderId}/{paymentId}/{signature}', { params: { path: { orderId, paymentId, signature } } })).data ?? null;
      }
      const [id, transactionToken] = [params.get('id'), params.get('transaction_token')];
      if (!id || !transactionToken) return null;
      const answer = (await root.client.POST('/api/netpay/callback/{id}/{transactionToken}', { params: { path: { id, transactionToken } } })).data;
      return answer ? { ok: answer.ok === true, retry: false } : null;
    };
    void pollStatus(ask).then((status) => navigate(returnDestination(status, setupIntent), { replace: true }));
  }, [navigate, params, provider, root]);

  return (
    <p className="payment-return" role="status" aria-live="polite">
      <span className="payment-return__spinner" aria-hidden="true" />
      {t('payment.processing')}
    </p>
  );
}

/** The manifest's `provider` option (manifest data, not an API answer): stripe or razorpay, and any other the NetPay return. */
function providerOf(options: WidgetProps['options']): Provider {
  return options.provider === 'stripe' || options.provider === 'razorpay' ? options.provider : 'netpay';
}
