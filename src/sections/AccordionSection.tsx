import { useId, useState, type ReactNode } from 'react';
import { EmptyList } from './EmptyList';

export interface AccordionPanelItem {
  id: string;
  title: string;
  /** The item's key figure, visible while the panel is closed (a voucher's balance, the current level). */
  summary?: { label: string; value: string };
  content: ReactNode;
  initiallyOpen?: boolean;
}

export interface AccordionSectionProps {
  panels: AccordionPanelItem[];
  headingLevel?: 2 | 3 | 4;
  /** Shown, with its next step, when there is no panel. */
  emptyText?: string;
  emptyAction?: ReactNode;
}

export function AccordionSection({ panels, headingLevel = 3, emptyText, emptyAction }: AccordionSectionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(panels.filter((panel) => panel.initiallyOpen).map((panel) => panel.id)));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const Heading = `h${headingLevel}` as const;
  if (panels.length === 0 && emptyText) return <EmptyList text={emptyText} action={emptyAction} />;

  return (
    <div className="accordion">
      {panels.map((panel) => {
        const expanded = open.has(panel.id);
        const buttonId = `${baseId}-button-${panel.id}`;
        const regionId = `${baseId}-region-${panel.id}`;
        return (
          <div key={panel.id} className="accordion__item">
            <Heading className="accordion__heading">
              <button type="button" id={buttonId} aria-expanded={expanded} aria-controls={regionId} className="accordion__button" onClick={() => toggle(panel.id)}>
                {panel.title}
              </button>
            </Heading>
            {panel.summary ? (
              <p className="accordion__summary">
                <span className="accordion__summary-label">{panel.summary.label}</span> <strong className="accordion__headline">{panel.summary.value}</strong>
              </p>
            ) : null}
            <div role="region" id={regionId} aria-labelledby={buttonId} hidden={!expanded} className="accordion__panel">
              {expanded ? panel.content : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
