import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderStepProps } from '../payment-providers/provider-widget';
import { webpayPayment } from './webpay-redirection';
import { WebpayForm } from './WebpayForm';

/**
 * Transbank after `checkout`: this server settles a registered card inside checkout, but a server that answers a
 * `transbank {url, token}` block (doc 3 §7) sends the player to Webpay to pay: its token POSTed as `token_ws`.
 * A block without a usable address says why instead of doing nothing.
 */
export default function PayTransbank({ result, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const webpay = webpayPayment(result.transbank);
  useEffect(() => {
    if (!webpay) onFailure(t(result.transbank ? 'providers.transbankNoRedirect' : 'providers.declined'));
  }, [webpay, result.transbank, onFailure, t]);
  return webpay ? <WebpayForm webpay={webpay} field="token_ws" /> : null;
}
