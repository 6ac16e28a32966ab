import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import { useRootStore } from '../../stores/StoresContext';
import type { CardResumeProps } from '../payment-providers/provider-widget';
import { refusalText } from '../../payments/refusal-text';
import { transbankReturn } from './transbank-return';

/** Back from Webpay: transbank/process-tokenization finishes the registration, once; its saved card pays the stored checkout. */
export default function ResumeTransbank({ query, onToken, onFailure }: CardResumeProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const back = transbankReturn(query);
  const failed = t('providers.saveCardFailed');
  useAction(
    root,
    async () => {
      if (back?.kind !== 'registered') {
        onFailure(failed);
        return null;
      }
      const params = { path: { requestId: back.requestId }, query: { TBK_TOKEN: back.token } };
      return root.client.POST('/api/transbank/process-tokenization/{requestId}', { params });
    },
    {
      runOnMount: true,
      done: (answer) => {
        const id = answer.model?.id;
        // The registration's request and token go with the payment (tpvOnlineInfoTemp): the server can tie the two.
        if (id != null && back?.kind === 'registered') onToken(String(id), { transbank_request: String(back.requestId), TBK_TOKEN: back.token });
        else onFailure(failed);
      },
      refused: (result) => void onFailure(refusalText(result, failed)),
    },
  );
  return <p role="status">{t('providers.savingCard')}</p>;
}
