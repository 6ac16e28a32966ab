import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './Tabs.css';

interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: TabItem[];
  /** The tab shown first (its id); the first tab when not given. */
  initialId?: string;
}

/** Index of the tab a key moves to, or null for keys tabs ignore (WAI-ARIA tabs pattern). */
function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs; only the chosen panel renders. */
export function Tabs({ label, tabs, initialId }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.id === initialId),
    ),
  );
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const active = Math.min(selected, tabs.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(event.key, active, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="cz-tabs">
      <div role="tablist" aria-label={label} className="cz-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-controls={`${baseId}-panel-${tab.id}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className="cz-tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== active}
          className="cz-tabs__panel"
        >
          {index === active ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
