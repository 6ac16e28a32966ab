import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetParams } from '../../engine/route-params';
import { downloaded, refusalMessage } from '../../api/answers';
import type { WidgetProps } from '../../engine/widget-types';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { FailureState } from '../../ui/EmptyState/FailureState';

type Stage = 'InProgress' | 'Done' | 'Error';
type DocumentKind = 'ticket' | 'invoice';

/** How a download ended: the file reached the browser, or not, with the server's not-found message when it said one. */
interface Outcome {
  ok: boolean;
  notFound: string | null;
}

/**
 * Asks for the PDF. The API client hands a file answer to the browser as a download and answers {ok, download}
 * in its place; an error answers the usual envelope. An unknown token is a JSON 404 (the contract's
 * downloadTicket/downloadInvoice) whose errorMsg says so ("Ticket not found").
 */
async function download(root: RootStore, kind: DocumentKind, token: string): Promise<Outcome> {
  const params = { params: { path: { token } } };
  const result =
    kind === 'ticket' ? await root.client.GET('/api/publictickets/download-ticket/{token}', params) : await root.client.GET('/api/publicinvoices/download-invoice/{token}', params);
  const refusal = result.response.status === 404 ? refusalMessage(result.error) : null;
  return { ok: downloaded(result), notFound: refusal && 'text' in refusal ? refusal.text : null };
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
  const [outcome, setOutcome] = useState<{ of: string; stage: Stage; notFound?: string | null } | null>(null);
  const stage: Stage = outcome?.of === documentKey ? outcome.stage : 'InProgress';

  useEffect(() => {
    let current = true;
    const of = `${kind}/${token}`;
    download(root, kind, token)
      .then(({ ok, notFound }) => current && setOutcome({ of, stage: ok ? 'Done' : 'Error', notFound }))
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
    <FailureState message={message}>{outcome?.notFound}</FailureState>
  ) : (
    <p role="status" aria-busy={stage === 'InProgress'}>
      {message}
    </p>
  );
}

export default observer(DocumentDownload);
