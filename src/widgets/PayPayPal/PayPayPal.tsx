import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadScript } from '@paypal/paypal-js';
import { useAction } from '../../api/use-action';
import { useRootStore } from '../../stores/StoresContext';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { ProviderStepProps } from '../payment-providers/provider-widget';

/**
 * PayPal: the JS SDK's buttons approve the order the checkout created (intent authorize); after the buyer's
 * authorization (actions.order.authorize()) paypal/callback gets the order and authorization ids (doc 3 §7) and the
 * server captures it. An authorization the buttons could not make leaves the id out: the server authorizes itself.
 */
export default function PayPayPal({ result, scripts, currency, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const order = result.paypal;
  const [loading, setLoading] = useState(true);
  const host = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  // PayPal's onApprove hands the authorization over: one callback, then /cz/ok or /cz/ko.
  const approve = useAction(root, (orderId: string, authorizationId: string | null) => root.client.POST('/api/paypal/callback', { body: { orderId, authorizationId } }));
  const approved = useEffectEvent(async (orderId: string, authorizationId: string | null) => navigate((await approve.run(orderId, authorizationId)) ? '/cz/ok' : '/cz/ko'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!order) return onFailure(t('providers.failed'));
    const failed = () => onFailure(t('providers.failed'));
    // The buttons' currency must be the order's (the club's): PayPal refuses an order in another currency than the SDK's.
    // PayPal's official loader, @paypal/paypal-js, loads the JS SDK from the registry entry's `sdk` (a script element, no eval).
    loadScript({ clientId: order.clientId ?? '', sdkBaseUrl: scripts.sdk, intent: 'authorize', currency })
      .then((paypal) => {
        setLoading(false);
        if (!paypal?.Buttons || !host.current) return failed();
        return paypal
          .Buttons({
            createOrder: async () => order.orderId ?? '',
            onApprove: async (data, actions) => {
              const authorization = await actions.order?.authorize().catch(() => undefined);
              const authorizationId = authorization?.purchase_units?.[0]?.payments?.authorizations?.[0]?.id ?? null;
              await approved(data.orderID, authorizationId);
            },
            onCancel: () => navigate('/cz/ko'),
            onError: () => navigate('/cz/ko'),
          })
          .render(host.current);
      })
      .catch(failed);
  }, [order, currency, scripts.sdk, navigate, onFailure, t]);

  return (
    <div className="pay-provider">
      {loading && <Skeleton kind="card" />}
      <div ref={host} />
    </div>
  );
}
