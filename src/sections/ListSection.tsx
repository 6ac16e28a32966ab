import type { ReactNode } from 'react';

export interface ListSectionProps {
  items: Array<{ key: string; content: ReactNode }>;
  emptyText: string;
  ordered?: boolean;
}

export function ListSection({ items, emptyText, ordered = false }: ListSectionProps) {
  if (items.length === 0) return <p className="empty-text">{emptyText}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="item-list">
      {items.map((item) => (
        <li key={item.key}>{item.content}</li>
      ))}
    </List>
  );
}
