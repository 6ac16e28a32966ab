import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useWidgetParams } from '../../engine/route-params';
import { downloaded, refusalMessage, type CallResult } from '../../api/answers';
import { useAction } from '../../api/use-action';
import type { WidgetProps } from '../../engine/widget-types';
import type { Message } from '../../i18n/message';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { FailureState } from '../../ui/EmptyState/FailureState';

type Stage = 'InProgress' | 'Done' | 'Error';
type DocumentKind = 'ticket' | 'invoice';

/** How a download ended: the file reached the browser, or not, with the server's not-found message when it said one. */
interface Outcome {
  ok: boolean;
  notFound: Message | null;
}

/**
 * Asks for the PDF. The API client hands a file answer to the browser as a download and answers {ok, download}
 * in its place; an error answers the usual envelope. An unknown token is a JSON 404 (the contract's
 * downloadTicket/downloadInvoice) whose errorMsg says so ("Ticket not found").
 */
async function download(root: RootStore, kind: DocumentKind, token: string): Promise<CallResult<Outcome>> {
  const params = { params: { path: { token } } };
  const result =
    kind === 'ticket' ? await root.client.GET('/api/publictickets/download-ticket/{token}', params) : await root.client.GET('/api/publicinvoices/download-invoice/{token}', params);
  const refusal = result.response.status === 404 ? refusalMessage(result.error) : null;
  return { data: { ok: downloaded(result), notFound: refusal && 'text' in refusal ? refusal : null } };
}

/**
 * The ticket and invoice pages of a mailed link: "please wait", then downloaded or the
 * error text (doc 1 §2.25).
 */
function DocumentDownload({ options }: WidgetProps) {
  const { token = '' } = useWidgetParams('documentDownload');
  const kind: DocumentKind = options.document === 'invoice' ? 'invoice' : 'ticket';
  // Another token is another download, in progress until its own outcome comes.
  return <Download key={`${kind}/${token}`} kind={kind} token={token} />;
}

function Download({ kind, token }: { kind: DocumentKind; token: string }) {
  const { t } = useTranslation();
  const root = useRootStore();
  // Asked once per visit through an action, not a query: reading it again (a tab coming back) would download the file again.
  const downloading = useAction(root, () => download(root, kind, token), { runOnMount: true, refused: ({ data }) => data?.notFound });
  const stage: Stage = downloading.busy ? 'InProgress' : downloading.ok ? 'Done' : 'Error';
  const notFound = downloading.message && 'text' in downloading.message ? downloading.message.text : null;

  const message = t(`downloads.${kind}${stage}`);
  return stage === 'Error' ? (
    <FailureState message={message}>{notFound}</FailureState>
  ) : (
    <p role="status" aria-busy={stage === 'InProgress'}>
      {message}
    </p>
  );
}

export default observer(DocumentDownload);
