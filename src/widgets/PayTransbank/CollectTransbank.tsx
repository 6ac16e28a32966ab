import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import type { CardCollectProps } from '../payment-providers/provider-widget';
import { webpayRedirection, type WebpayRedirection } from './webpay-redirection';

/**
 * Transbank Oneclick: the card is registered at Webpay first (transbank/tokenize, then the browser goes there);
 * the return comes back to /checkout with the registration to finish. Webpay takes the token as a form field
 * POSTed to its URL, as Transbank documents: the page renders that form and submits it (no inline script, which
 * the Content-Security-Policy forbids); its button submits it too should the browser not go on by itself.
 */
export default function CollectTransbank({ onCancel }: CardCollectProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const started = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const [webpay, setWebpay] = useState<WebpayRedirection | null>(null);
  useEffect(() => {
    const customerId = root.session.customerId;
    if (started.current) return;
    started.current = true;
    if (customerId === null) return onCancel();
    void root.client.POST('/api/transbank/tokenize/{customerId}', { params: { path: { customerId }, query: { fromPublic: true } } }).then((answer) => {
      const redirection = webpayRedirection(answer.data?.model?.redirectUrl);
      if (redirection) setWebpay(redirection);
      else onCancel();
    });
  }, [root, onCancel]);
  useEffect(() => {
    if (webpay) form.current?.submit();
  }, [webpay]);
  return (
    <>
      <p role="status">{t('providers.registerCard')}</p>
      {webpay ? (
        <form ref={form} method="post" action={webpay.url}>
          <input type="hidden" name="TBK_TOKEN" value={webpay.token} />
          <Button type="submit">{t('providers.continue')}</Button>
        </form>
      ) : null}
    </>
  );
}
