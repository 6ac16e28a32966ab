import type { ReactNode } from 'react';
import { RowList } from '../ui/ListRow/ListRow';
import '../ui/ListRow/ListRow.css';
import { EmptyList } from './EmptyList';

interface ListSectionItem {
  key: string;
  content: ReactNode;
  /** At the row's end, right-aligned in tabular figures: the amount and a status badge. */
  aside?: ReactNode;
}

export interface ListSectionProps {
  items: ListSectionItem[];
  emptyText: string;
  /** The empty state's next step. */
  emptyAction?: ReactNode;
  ordered?: boolean;
}

/**
 * A manifest's list: the design system's row list (a card with separators, no bullets). Each row
 * stacks what the manifest puts in it: the first link is the row's title, details and dates below;
 * the amount and the badges, when the manifest gives them, sit at the end of the row.
 */
export function ListSection({ items, emptyText, emptyAction, ordered = false }: ListSectionProps) {
  if (items.length === 0) return <EmptyList text={emptyText} action={emptyAction} />;
  const rows = items.map((item) => (
    <li key={item.key} className="cz-list-row">
      {item.aside ? (
        <div className="cz-list-row__inner cz-list-row__inner--split">
          <div className="cz-list-row__inner--stack cz-list-row__body">{item.content}</div>
          <div className="cz-list-row__end cz-list-row__aside">{item.aside}</div>
        </div>
      ) : (
        <div className="cz-list-row__inner cz-list-row__inner--stack">{item.content}</div>
      )}
    </li>
  ));
  return ordered ? <ol className="cz-row-list">{rows}</ol> : <RowList>{rows}</RowList>;
}
