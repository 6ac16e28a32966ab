import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../stores/StoresContext';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { ProviderStepProps } from '../payment-providers/provider-widget';
import { providerGlobal } from '../payment-providers/scripts';
import { useProviderScript } from '../payment-providers/use-provider-script';

interface PaypalButtons {
  render(target: HTMLElement): Promise<void>;
}
type PaypalNamespace = { Buttons(options: Record<string, unknown>): PaypalButtons };

/** PayPal: the JS SDK's buttons approve the order the checkout created; then paypal/callback captures it. */
export default function PayPayPal({ result, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const order = result.paypal;
  const script = useProviderScript('paypal', { 'client-id': order?.clientId ?? '', intent: 'capture', currency: 'EUR' });
  const host = useRef<HTMLDivElement>(null);
  const rendered = useRef(false);

  useEffect(() => {
    if (script === 'failed' || !order) return onFailure(t('providers.failed'));
    if (script !== 'ready' || !host.current || rendered.current) return;
    const paypal = providerGlobal<PaypalNamespace>('paypal');
    if (!paypal) return onFailure(t('providers.failed'));
    rendered.current = true;
    void paypal
      .Buttons({
        createOrder: () => order.orderId,
        onApprove: async (data: { orderID: string }) => {
          const answer = await root.client.POST('/api/paypal/callback', { body: { orderId: data.orderID } });
          navigate(answer.data?.ok ? '/cz/ok' : '/cz/ko');
        },
        onCancel: () => navigate('/cz/ko'),
        onError: () => navigate('/cz/ko'),
      })
      .render(host.current);
  }, [script, order, root, navigate, onFailure, t]);

  return (
    <div className="pay-provider">
      {script === 'loading' && <Skeleton kind="card" />}
      <div ref={host} />
    </div>
  );
}
