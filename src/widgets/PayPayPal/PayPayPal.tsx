import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadScript } from '@paypal/paypal-js';
import { useRootStore } from '../../stores/StoresContext';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { ProviderStepProps } from '../payment-providers/provider-widget';

/**
 * Where PayPal's JS SDK comes from: PayPal's official loader, @paypal/paypal-js, loads it with `sdkBaseUrl`
 * pointed at the server's sandbox stand-in (same origin, so the Content-Security-Policy allows it: a script
 * element, no eval, no inline script); a build for the real PayPal sets VITE_PAYMENT_SCRIPT_PAYPAL to
 * https://www.paypal.com/sdk/js and the server's PAYMENT_ORIGINS lets the browser load it.
 */
const SDK_BASE_URL = import.meta.env.VITE_PAYMENT_SCRIPT_PAYPAL ?? '/sandbox/paypal/sdk/js';

/**
 * PayPal: the JS SDK's buttons approve the order the checkout created (intent authorize); after the buyer's
 * authorization (actions.order.authorize()) paypal/callback gets the order and authorization ids (doc 3 §7) and the
 * server captures it. An authorization the buttons could not make leaves the id out: the server authorizes itself.
 */
export default function PayPayPal({ result, currency, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const order = result.paypal;
  const [loading, setLoading] = useState(true);
  const host = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!order) return onFailure(t('providers.failed'));
    const failed = () => onFailure(t('providers.failed'));
    // The buttons' currency must be the order's (the club's): PayPal refuses an order in another currency than the SDK's.
    loadScript({ clientId: order.clientId ?? '', sdkBaseUrl: SDK_BASE_URL, intent: 'authorize', currency })
      .then((paypal) => {
        setLoading(false);
        if (!paypal?.Buttons || !host.current) return failed();
        return paypal
          .Buttons({
            createOrder: async () => order.orderId ?? '',
            onApprove: async (data, actions) => {
              const authorization = await actions.order?.authorize().catch(() => undefined);
              const authorizationId = authorization?.purchase_units?.[0]?.payments?.authorizations?.[0]?.id ?? null;
              const answer = await root.client.POST('/api/paypal/callback', { body: { orderId: data.orderID, authorizationId } });
              navigate(answer.data?.ok ? '/cz/ok' : '/cz/ko');
            },
            onCancel: () => navigate('/cz/ko'),
            onError: () => navigate('/cz/ko'),
          })
          .render(host.current);
      })
      .catch(failed);
  }, [order, currency, root, navigate, onFailure, t]);

  return (
    <div className="pay-provider">
      {loading && <Skeleton kind="card" />}
      <div ref={host} />
    </div>
  );
}
