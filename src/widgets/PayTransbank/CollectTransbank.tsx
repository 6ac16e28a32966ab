import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import type { CardCollectProps } from '../payment-providers/provider-widget';
import { webpayRedirection, type WebpayRedirection } from './webpay-redirection';
import { WebpayForm } from './WebpayForm';

/**
 * Transbank Oneclick: the card is registered at Webpay first (transbank/tokenize, then the browser goes there);
 * the return comes back to /checkout with the registration to finish. A visitor has no account to register the card
 * to, and a tokenize answer without a usable Webpay address cannot go on: each says why (issue 37 item 17).
 */
export default function CollectTransbank({ onFailure, onCancel }: CardCollectProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const started = useRef(false);
  const [webpay, setWebpay] = useState<WebpayRedirection | null>(null);
  useEffect(() => {
    const customerId = root.session.customerId;
    if (started.current) return;
    started.current = true;
    const fail = (message: string) => (onFailure ? onFailure(message) : onCancel());
    if (customerId === null) return fail(t('providers.transbankSignIn'));
    const noRedirect = t('providers.transbankNoRedirect');
    void root.client.POST('/api/transbank/tokenize/{customerId}', { params: { path: { customerId }, query: { fromPublic: true } } }).then(
      (answer) => {
        const redirection = webpayRedirection(answer.data?.model?.redirectUrl);
        if (redirection) setWebpay(redirection);
        else fail(answer.data?.ok === false && answer.data.errorMsg ? answer.data.errorMsg : noRedirect);
      },
      () => fail(noRedirect),
    );
  }, [root, onFailure, onCancel, t]);
  return (
    <>
      <p role="status">{t('providers.registerCard')}</p>
      {webpay ? <WebpayForm webpay={webpay} field="TBK_TOKEN" /> : null}
    </>
  );
}
