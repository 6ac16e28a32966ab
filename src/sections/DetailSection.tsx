import type { ReactNode } from 'react';

export interface DetailSectionProps {
  items: Array<{ label: string; value: ReactNode }>;
}

export function DetailSection({ items }: DetailSectionProps) {
  return (
    <dl className="detail-list">
      {items.map((item) => (
        <div key={item.label} className="detail-list__row">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
