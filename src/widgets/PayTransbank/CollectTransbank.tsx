import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import { useRootStore } from '../../stores/StoresContext';
import type { CardCollectProps } from '../payment-providers/provider-widget';
import { refusalText } from '../../payments/refusal-text';
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
  const [webpay, setWebpay] = useState<WebpayRedirection | null>(null);
  const fail = (message: string) => (onFailure ? onFailure(message) : onCancel());
  const noRedirect = t('providers.transbankNoRedirect');
  useAction(
    root,
    async () => {
      const customerId = root.session.customerId;
      if (customerId === null) {
        fail(t('providers.transbankSignIn'));
        return null;
      }
      return root.client.POST('/api/transbank/tokenize/{customerId}', { params: { path: { customerId }, query: { fromPublic: true } } });
    },
    {
      runOnMount: true,
      done: (answer) => {
        const redirection = webpayRedirection(answer.model?.redirectUrl);
        if (redirection) setWebpay(redirection);
        else fail(noRedirect);
      },
      refused: (result) => void fail(refusalText(result, noRedirect)),
    },
  );
  return (
    <>
      <p role="status">{t('providers.registerCard')}</p>
      {webpay ? <WebpayForm webpay={webpay} field="TBK_TOKEN" /> : null}
    </>
  );
}
