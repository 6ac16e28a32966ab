import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetParams } from '../../engine/route-params';
import { downloaded } from '../../api/answers';
import type { WidgetProps } from '../../engine/widget-types';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { FailureState } from '../../ui/EmptyState/FailureState';

type Stage = 'InProgress' | 'Done' | 'Error';
type DocumentKind = 'ticket' | 'invoice';

/**
 * Asks for the PDF. The API client hands a file answer to the browser as a download and
 * answers {ok, download} in its place; an error answers the usual envelope.
 */
async function download(root: RootStore, kind: DocumentKind, token: string): Promise<boolean> {
  const params = { params: { path: { token } } };
  const result =
    kind === 'ticket' ? await root.client.GET('/api/publictickets/download-ticket/{token}', params) : await root.client.GET('/api/publicinvoices/download-invoice/{token}', params);
  return downloaded(result);
}

/**
 * The ticket and invoice pages of a mailed link: "please wait", then downloaded or the
 * error text (doc 1 §2.25).
 */
function DocumentDownload({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const { token = '' } = useWidgetParams('documentDownload');
  const kind: DocumentKind = options.document === 'invoice' ? 'invoice' : 'ticket';
  // The outcome belongs to one document: another token is in progress until its own outcome comes.
  const documentKey = `${kind}/${token}`;
  const [outcome, setOutcome] = useState<{ of: string; stage: Stage } | null>(null);
  const stage: Stage = outcome?.of === documentKey ? outcome.stage : 'InProgress';

  useEffect(() => {
    let current = true;
    const of = `${kind}/${token}`;
    download(root, kind, token)
      .then((ok) => current && setOutcome({ of, stage: ok ? 'Done' : 'Error' }))
      .catch((error: unknown) => {
        console.error(error);
        if (current) setOutcome({ of, stage: 'Error' });
      });
    return () => {
      current = false;
    };
  }, [root, kind, token]);

  const message = t(`downloads.${kind}${stage}`);
  return stage === 'Error' ? (
    <FailureState message={message} />
  ) : (
    <p role="status" aria-busy={stage === 'InProgress'}>
      {message}
    </p>
  );
}

export default observer(DocumentDownload);
