import type { ReactNode } from 'react';
import './Badge.css';

/** The states a sale, a fee, a booking or a class shows. */
export type BadgeStatus = 'paid' | 'pending' | 'overdue' | 'cancelled' | 'full' | 'info' | 'neutral';

const TONE: Record<BadgeStatus, 'success' | 'warning' | 'danger' | 'neutral' | 'info'> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'danger',
  cancelled: 'neutral',
  full: 'info',
  info: 'info',
  neutral: 'neutral',
};

/** A status as a coloured pill; the text says the status, the colour only repeats it. */
export function Badge({ status, children }: { status: BadgeStatus; children: ReactNode }) {
  return <span className={`cz-badge cz-badge--${TONE[status]}`}>{children}</span>;
}
