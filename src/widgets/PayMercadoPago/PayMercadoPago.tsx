import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAction } from '../../api/use-action';
import type { operations } from '../../generated/api';
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

/** The brick's form data as the contract takes them (the card stays a token of Mercado Pago). */
type ProcessBody = operations['processMercadoPagoPayment']['requestBody']['content']['application/json'];
type BrickFormData = Omit<ProcessBody, 'rqId' | 'saveCardToken'>;

/**
 * Mercado Pago: the card payment brick; its form data go to publicmercadopago/process_payment with the payer's e-mail
 * and the player's save-card choice (doc 3 §7).
 */
export default function PayMercadoPago({ result, scripts, payer, saveCard, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const script = useProviderScript(scripts.main);
  const containerId = `mp-brick-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const created = useRef(false);
  const data = result.mercadoPago;
  // The brick's onSubmit hands the form data over: one process_payment, then /cz/ok or /cz/ko.
  const processing = useAction(root, (body: ProcessBody) => root.client.POST('/api/publicmercadopago/process_payment', { body }));
  const submitted = useEffectEvent(async (body: ProcessBody) => navigate((await processing.run(body)) ? '/cz/ok' : '/cz/ko'));

  useEffect(() => {
    if (script === 'failed' || data?.id == null) return onFailure(t('providers.failed'));
    if (script !== 'ready' || created.current) return;
    const MercadoPago = providerGlobal<MercadoPagoSdk>('MercadoPago');
    if (!MercadoPago) return onFailure(t('providers.failed'));
    created.current = true;
    const rqId = data.id;
    const email = data.email || payer.email || undefined;
    void new MercadoPago(data.pk ?? '', { locale: 'es-AR' }).bricks().create('cardPayment', containerId, {
      initialization: { amount: data.amount, payer: { email } },
      customization: { paymentMethods: { maxInstallments: 1 } },
      callbacks: {
        onSubmit: async (form: BrickFormData) => {
          await submitted({ ...form, rqId, saveCardToken: saveCard, payer: { ...form.payer, email: form.payer?.email || email } });
        },
        onError: () => onFailure(t('providers.declined')),
      },
    });
  }, [script, data, payer.email, saveCard, containerId, onFailure, t]);

  return (
    <div className="pay-provider">
      {script === 'loading' && <Skeleton kind="card" />}
      <div id={containerId} />
    </div>
  );
}
