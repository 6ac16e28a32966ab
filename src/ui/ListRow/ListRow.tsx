import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from '../Icon/icons';
import './ListRow.css';

export interface ListRowProps {
  title: ReactNode;
  /** The second line: a date, a number, a short detail. */
  meta?: ReactNode;
  /** At the end, right-aligned in tabular figures: an amount (see Money). */
  amount?: ReactNode;
  /** Beside the amount: a status badge. */
  badge?: ReactNode;
  /** Where the row leads; the whole row is the link. */
  to?: string;
  leading?: ReactNode;
}

/** One line of a list (an order, an e-mail, a fee, a voucher): title and detail left, money right. */
export function ListRow({ title, meta, amount, badge, to, leading }: ListRowProps) {
  const body = (
    <>
      {leading ? <span className="cz-list-row__leading">{leading}</span> : null}
      <span className="cz-list-row__main">
        <span className="cz-list-row__title">{title}</span>
        {meta ? <span className="cz-list-row__meta">{meta}</span> : null}
      </span>
      {badge || amount ? (
        <span className="cz-list-row__end">
          {amount ? <span className="cz-list-row__amount">{amount}</span> : null}
          {badge}
        </span>
      ) : null}
      {to ? <ChevronRightIcon size={20} className="cz-list-row__chevron" /> : null}
    </>
  );
  return (
    <li className="cz-list-row">
      {to ? (
        <Link to={to} className="cz-list-row__inner cz-list-row__inner--link">
          {body}
        </Link>
      ) : (
        <div className="cz-list-row__inner">{body}</div>
      )}
    </li>
  );
}

/** The list around ListRows: a card with separators, no bullets. */
export function RowList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="cz-row-list" aria-label={label}>
      {children}
    </ul>
  );
}
