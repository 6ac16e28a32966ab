import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import type { CardCollectProps } from '../payment-providers/provider-widget';

/**
 * Transbank Oneclick: the card is registered at Webpay first (transbank/tokenize, then the browser goes there
 * with TBK_TOKEN); the return comes back to /checkout with the registration to finish.
 */
export default function CollectTransbank({ onCancel }: CardCollectProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const started = useRef(false);
  useEffect(() => {
    const customerId = root.session.customerId;
    if (started.current) return;
    started.current = true;
    if (customerId === null) return onCancel();
    void root.client.POST('/api/transbank/tokenize/{customerId}', { params: { path: { customerId }, query: { fromPublic: true } } }).then((answer) => {
      const url = answer.data?.model?.redirectUrl;
      if (url) window.location.assign(url);
      else onCancel();
    });
  }, [root, onCancel]);
  return <p role="status">{t('providers.registerCard')}</p>;
}
