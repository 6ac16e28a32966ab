import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEntryDialog, type EnteredCard } from '../../payments/CardEntry/CardEntry';
import type { CardCollectProps } from '../payment-providers/provider-widget';
import { loadProviderScript, providerGlobal } from '../payment-providers/scripts';

interface AcceptJs {
  dispatchData(
    data: Record<string, unknown>,
    callback: (answer: { opaqueData?: { dataValue: string }; messages: { resultCode: string; message: Array<{ text: string }> } }) => void,
  ): void;
}

/** The merchant's public Accept.js credentials, read at run time from the payment method's public settings (checkout-info). */
export function acceptAuthData(method: CardCollectProps['method']): { apiLoginID: string; clientKey: string } | null {
  const settings = method.publicSettings ?? {};
  const apiLoginID = typeof settings.apiLoginId === 'string' ? settings.apiLoginId : '';
  const clientKey = typeof settings.clientKey === 'string' ? settings.clientKey : '';
  return apiLoginID && clientKey ? { apiLoginID, clientKey } : null;
}

/** Authorize.Net: the card entry popup; Accept.js turns the card into opaque data, sent to checkout as tokenId. */
export default function CollectAuthorizeNet({ method, scripts, onToken, onCancel }: CardCollectProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);

  const tokenize = async (card: EnteredCard) => {
    setError(null);
    try {
      await loadProviderScript(scripts.main);
    } catch {
      return setError(t('providers.failed'));
    }
    const accept = providerGlobal<AcceptJs>('Accept');
    const authData = acceptAuthData(method);
    if (!accept || !authData) return setError(t('providers.failed'));
    await new Promise<void>((resolve) =>
      accept.dispatchData(
        {
          authData,
          cardData: {
            cardNumber: card.number,
            month: String(card.expiryMonth).padStart(2, '0'),
            year: String(card.expiryYear % 100).padStart(2, '0'),
            cardCode: card.securityCode,
          },
        },
        (answer) => {
          if (answer.messages.resultCode === 'Ok' && answer.opaqueData) onToken(answer.opaqueData.dataValue);
          else setError(answer.messages.message[0]?.text ?? t('providers.declined'));
          resolve();
        },
      ),
    );
  };

  return <CardEntryDialog onClose={onCancel} onSubmit={tokenize} error={error} submitLabel={t('providers.pay')} />;
}
