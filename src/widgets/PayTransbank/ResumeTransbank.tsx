import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import type { CardResumeProps } from '../payment-providers/provider-widget';
import { transbankReturn } from './transbank-return';

/** Back from Webpay: transbank/process-tokenization finishes the registration; its saved card pays the stored checkout. */
export default function ResumeTransbank({ query, onToken, onFailure }: CardResumeProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = transbankReturn(query);
    if (back?.kind !== 'registered') return onFailure(t('providers.saveCardFailed'));
    root.client.POST('/api/transbank/process-tokenization/{requestId}', { params: { path: { requestId: back.requestId }, query: { TBK_TOKEN: back.token } } }).then(
      ({ data }) => {
        const id = data?.ok === true ? data.model?.id : undefined;
        // The registration's request and token go with the payment (tpvOnlineInfoTemp): the server can tie the two.
        if (id != null) onToken(String(id), { transbank_request: String(back.requestId), TBK_TOKEN: back.token });
        else onFailure(data?.errorMsg || t('providers.saveCardFailed'));
      },
      () => onFailure(t('providers.saveCardFailed')),
    );
  }, [query, root, onToken, onFailure, t]);
  return <p role="status">{t('providers.savingCard')}</p>;
}
