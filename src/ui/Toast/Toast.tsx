import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from '../Icon/icons';
import '../Button/Button.css';
import './Toast.css';

export interface ToastProps {
  children: ReactNode;
  onDismiss: () => void;
  /** An action beside the text, e.g. a link to the cart. */
  action?: ReactNode;
  /** Closes by itself after this many ms; without it, it stays until dismissed. */
  duration?: number;
}

/**
 * A short confirmation at the bottom of the screen ("Added to cart", with the count), announced
 * politely by screen readers (role=status) without taking focus.
 */
export function Toast({ children, onDismiss, action, duration }: ToastProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!duration) return;
    const timer = setTimeout(onDismiss, duration);
    return () => clearTimeout(timer);
  }, [duration, onDismiss]);
  return (
    <div className="cz-toast" role="status">
      <CheckIcon size={20} className="cz-toast__icon" />
      <span className="cz-toast__text">{children}</span>
      {action}
      <button type="button" className="btn-icon" aria-label={t('common.close')} onClick={onDismiss}>
        <CloseIcon size={18} />
      </button>
    </div>
  );
}

/**
 * A quiet note of something that changed on screen by itself (a place taken elsewhere): a polite live region that
 * is always there, so screen readers hear its words; it floats at the bottom like a toast. Nothing to dismiss.
 */
export function LiveNote({ children }: { children: string }) {
  return (
    <p role="status" className="cz-live-note">
      {children}
    </p>
  );
}

/** The toast after adding to the cart: what happened and how many items the cart holds now. */
export function AddedToCartToast({ count, onDismiss, action }: { count: number; onDismiss: () => void; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Toast onDismiss={onDismiss} action={action} duration={5000}>
      {t('ui.addedToCart', { count })}
    </Toast>
  );
}
