import type { ReactNode } from 'react';
import { EmptyState } from '../ui/EmptyState/EmptyState';

export interface EmptyListProps {
  /** What is missing ("No orders yet"). */
  text: string;
  /** The next step: a link styled as a button ("Visit the shop"). */
  action?: ReactNode;
}

/** What an empty list, table or accordion of a manifest shows: the design system's empty state. */
export function EmptyList({ text, action }: EmptyListProps) {
  return <EmptyState title={text} action={action} />;
}
