import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../stores/StoresContext';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { ProviderStepProps } from '../payment-providers/provider-widget';
import { providerGlobal } from '../payment-providers/scripts';
import { useProviderScript } from '../payment-providers/use-provider-script';

type MercadoPagoSdk = new (
  publicKey: string,
  options: { locale: string },
) => {
  bricks(): { create(kind: 'cardPayment', containerId: string, settings: Record<string, unknown>): Promise<unknown> };
};

/** Mercado Pago: the card payment brick (one installment, es-AR); its form data go to publicmercadopago/process_payment. */
export default function PayMercadoPago({ result, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const script = useProviderScript('mercadopago');
  const containerId = `mp-brick-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const created = useRef(false);
  const data = result.mercadoPago;

  useEffect(() => {
    if (script === 'failed' || data?.id == null) return onFailure(t('providers.failed'));
    if (script !== 'ready' || created.current) return;
    const MercadoPago = providerGlobal<MercadoPagoSdk>('MercadoPago');
    if (!MercadoPago) return onFailure(t('providers.failed'));
    created.current = true;
    const rqId = data.id;
    void new MercadoPago(data.pk ?? '', { locale: 'es-AR' }).bricks().create('cardPayment', containerId, {
      initialization: { amount: data.amount, payer: { email: data.email ?? undefined } },
      customization: { paymentMethods: { maxInstallments: 1 } },
      callbacks: {
        onSubmit: async (form: Record<string, unknown>) => {
          const answer = await root.client.POST('/api/publicmercadopago/process_payment', { body: { ...form, rqId, saveCardToken: false } });
          navigate(answer.data?.ok ? '/cz/ok' : '/cz/ko');
        },
        onError: () => onFailure(t('providers.declined')),
      },
    });
  }, [script, data, containerId, root, navigate, onFailure, t]);

  return (
    <div className="pay-provider">
      {script === 'loading' && <Skeleton kind="card" />}
      <div id={containerId} />
    </div>
  );
}
