import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog/Dialog';
import { Button, type ButtonProps } from './Button';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'variant'> {
  /** What the dialog asks, e.g. "Delete the card ending 4242?". */
  question: ReactNode;
  /** The dialog's confirming button, naming the action: "Yes, delete the card". */
  confirmLabel: ReactNode;
  /**
   * What the customer confirms: a useAction's result, or its run bound to one row (`{ run: () => removal.run(card),
   * busy: removal.busy }`). The dialog stays open, its button busy from the action, until the run settles.
   */
  action: { run: () => Promise<unknown>; busy: boolean };
  /** The dialog's title; "Are you sure?" when not given. */
  dialogTitle?: ReactNode;
  /**
   * One of several in a list (a saved card's Delete): an outlined button in the danger colour instead of a red
   * face, so a row of them is not the loudest thing on the page. The dialog's confirming button stays red.
   */
  subtle?: boolean;
}

/** A destructive action: a red button that asks first, in a dialog whose default is to cancel. */
export function ConfirmButton({ question, confirmLabel, action, dialogTitle, subtle, className, children, ...rest }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const confirm = () => void action.run().finally(() => setOpen(false));
  return (
    <>
      <Button
        {...rest}
        variant={subtle ? 'secondary' : 'danger'}
        className={[subtle ? 'btn--danger-outline' : '', className ?? ''].filter(Boolean).join(' ') || undefined}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open ? (
        <Dialog title={dialogTitle ?? t('ui.areYouSure')} onClose={() => setOpen(false)}>
          <p>{question}</p>
          <div className="btn-row">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" busy={action.busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
