import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { envelope } from '../api/client';
import { refusalMessage } from '../api/answers';
import { useAction, type Action } from '../api/use-action';
import type { components } from '../generated/api';
import type { RootStore } from '../stores/RootStore';
import { Dialog } from '../ui/Dialog/Dialog';

type AccessCode = components['schemas']['AccessCode'];

/**
 * Open Facility (doc 2 §2): asks the turnstile to open for a booking — on the public page with its token — and keeps
 * the access code it answers for the dialog. One request per tap, however fast the taps: it is a useAction.
 */
export function useOpenDoor(root: RootStore, bookingId: number, token: string | null = null) {
  const [code, setCode] = useState<AccessCode | null>(null);
  const [codeShown, setCodeShown] = useState(false);
  const action: Action<[]> = useAction(
    root,
    () =>
      token
        ? root.client.GET('/api/publicturnstiles/open/{bookingId}/{bookingToken}', { params: { path: { bookingId, bookingToken: token } } })
        : root.client.GET('/api/publicturnstiles/open/{bookingId}', { params: { path: { bookingId } } }),
    {
      done: (answer) => {
        setCode(answer.model ?? null);
        setCodeShown(true);
      },
      // The door's own refusal (closed at this hour) is its reason.
      refused: (result) => {
        const answer = envelope(result);
        return 'reason' in answer && answer.reason ? { text: answer.reason } : refusalMessage(answer);
      },
    },
  );
  return { action, code, codeShown, closeCode: () => setCode(null) };
}

/** The access code the door answered: its QR image, or its text. */
export function AccessCodeDialog({ code, className, onClose }: { code: AccessCode; className: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('booking.accessCode')} onClose={onClose}>
      {code.contentType === 'image' ? (
        <img src={`data:image/png;base64,${code.content}`} alt={t('booking.accessCode')} className={`${className}__code`} />
      ) : (
        <p className={`${className}__code-text`}>{code.content}</p>
      )}
    </Dialog>
  );
}
