import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { CardEntryDialog, type EnteredCard } from '../../payments/CardEntry/CardEntry';
import { checkoutInfoQuery } from '../Checkout/checkout-queries';
import type { CardCollectProps } from '../payment-providers/provider-widget';
import { loadProviderScript, providerGlobal } from '../payment-providers/scripts';

interface NetPayJs {
  setApiKey(key: string): void;
  setSandboxMode(sandbox: boolean): void;
  token: { create(card: Record<string, string>, success: (answer: { message: string }) => void, error: (answer: { message?: string }) => void): void };
}

/**
 * NetPay: the card entry popup; the card goes to NetPay's script, which answers a token (never our /api). The
 * club's netPayProdMode (checkout-info) picks NetPay's production or test script and tells it which environment
 * to tokenize in (setSandboxMode): a production key tokenizes only in production, a test key only in the sandbox.
 */
export default function CollectNetPay({ scripts, onToken, onCancel }: CardCollectProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const info = useQuery(checkoutInfoQuery(root));
  const [error, setError] = useState<string | null>(null);
  const publicKey = info.status === 'ready' ? (info.data.netPayPublicKey ?? '') : '';
  const prodMode = info.status === 'ready' && info.data.netPayProdMode === true;

  const tokenize = async (card: EnteredCard) => {
    setError(null);
    try {
      await loadProviderScript(prodMode ? scripts.production : scripts.sandbox);
    } catch {
      return setError(t('providers.failed'));
    }
    const netpay = providerGlobal<NetPayJs>('NetPay');
    if (!netpay) return setError(t('providers.failed'));
    netpay.setApiKey(publicKey);
    netpay.setSandboxMode(!prodMode);
    await new Promise<void>((resolve) =>
      netpay.token.create(
        {
          cardNumber: card.number,
          expMonth: String(card.expiryMonth).padStart(2, '0'),
          expYear: String(card.expiryYear % 100).padStart(2, '0'),
          cvv2: card.securityCode,
          cardHolderName: card.name,
        },
        (answer) => {
          const token = netPayToken(answer.message);
          if (token) onToken(token);
          else setError(t('providers.declined'));
          resolve();
        },
        (answer) => {
          setError(answer.message ?? t('providers.declined'));
          resolve();
        },
      ),
    );
  };

  return <CardEntryDialog onClose={onCancel} onSubmit={tokenize} error={error} submitLabel={t('providers.pay')} />;
}

/**
 * The token in NetPay.js's success message. The provider's script hands it as a JSON string (not an answer of our
 * API, so no contract type): parsed and checked here, in one place.
 */
function netPayToken(message: string): string | undefined {
  const parsed: unknown = JSON.parse(message);
  return typeof parsed === 'object' && parsed !== null && 'token' in parsed && typeof parsed.token === 'string' ? parsed.token : undefined;
}
