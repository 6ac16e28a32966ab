import type { ReactNode } from 'react';
import { RowList } from '../ui/ListRow/ListRow';
import '../ui/ListRow/ListRow.css';

export interface ListSectionProps {
  items: Array<{ key: string; content: ReactNode }>;
  emptyText: string;
  ordered?: boolean;
}

/**
 * A manifest's list: the design system's row list (a card with separators, no bullets). Each row
 * stacks what the manifest puts in it: the first link is the row's title, details and dates below.
 */
export function ListSection({ items, emptyText, ordered = false }: ListSectionProps) {
  if (items.length === 0) return <p className="empty-text">{emptyText}</p>;
  const rows = items.map((item) => (
    <li key={item.key} className="cz-list-row">
      <div className="cz-list-row__inner cz-list-row__inner--stack">{item.content}</div>
    </li>
  ));
  return ordered ? <ol className="cz-row-list">{rows}</ol> : <RowList>{rows}</RowList>;
}
