import { useMessageText, type Message } from '../../i18n/message';
import { FailureState } from './FailureState';

/** The spec's error text in place of the content, never a blank area: with an icon and a way home. */
export function LoadFailure({ message }: { message: Message }) {
  const text = useMessageText();
  return <FailureState message={text(message)} />;
}
