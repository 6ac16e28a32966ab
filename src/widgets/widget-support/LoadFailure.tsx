import { useMessageText, type Message } from '../../i18n/message';

/** The spec's error text in place of the content, never a blank area. */
export function LoadFailure({ message }: { message: Message }) {
  const text = useMessageText();
  return (
    <p role="alert" className="load-error">
      {text(message)}
    </p>
  );
}
