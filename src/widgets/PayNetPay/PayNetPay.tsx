import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderStepProps } from '../payment-providers/provider-widget';
import { threeDsUrl } from '../payment-providers/three-ds';

/** NetPay after checkout: a charge in review goes through 3-D Secure at the URL of the errorMsg, then /netpay-callback/. */
export default function PayNetPay({ result, onFailure }: ProviderStepProps) {
  const { t } = useTranslation();
  const url = threeDsUrl(result.errorMsg);
  useEffect(() => {
    if (url) window.location.assign(url);
    else onFailure(t('providers.declined'));
  }, [url, onFailure, t]);
  return url ? <p role="status">{t('payment.processing')}</p> : null;
}
