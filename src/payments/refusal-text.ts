import { refusalMessage, type CallResult } from '../api/answers';
import { envelope } from '../api/client';

/** The server's errorMsg of a refused answer, else `fallback`: a provider's step hands its failure on as text. */
export function refusalText(result: CallResult<unknown>, fallback: string): string {
  const message = refusalMessage(envelope(result));
  return 'text' in message ? message.text : fallback;
}
