import { observer } from 'mobx-react-lite';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, type FormatOptions } from '../../engine/format-value';
import { useRootStore } from '../../stores/StoresContext';
import { shownName, slotLabel, type Resource, type TimeSlot } from '../../widgets/booking-support/booking-rules';
import type { CellLabels } from './TimetableRow';

export interface SlotListProps {
  resources: readonly Resource[];
  duration: number | null;
  timeZone: string;
  imageUrl: (file: string | null | undefined) => string | null;
  onSelect: (resource: Resource, slot: TimeSlot) => void;
  selected?: { resourceId: number; start: string } | null;
  labels: CellLabels;
}

/** The slot's price for the chosen duration, else its lowest one ("from" when the durations cost differently). */
function chipPrice(slot: TimeSlot, duration: number | null): { amount: number; from: boolean } | null {
  const amounts = (slot.durations ?? [])
    .filter((minutes) => duration === null || minutes === duration)
    .map((minutes) => slot.priceByDuration?.[String(minutes)]?.amount)
    .filter((amount): amount is number => typeof amount === 'number');
  if (amounts.length === 0) return null;
  const lowest = Math.min(...amounts);
  return { amount: lowest, from: amounts.some((amount) => amount !== lowest) };
}

const offered = (slot: TimeSlot, duration: number | null) => (slot.durations ?? []).length > 0 && (duration === null || (slot.durations ?? []).includes(duration));

/**
 * The timetable on a phone: one block per court with its free times as wrapping chips, each with its price,
 * so nothing scrolls sideways. A chip is a plain button in the tab order; a court's name is its block's
 * heading, so a screen reader can jump court by court. A court with nothing free that day says so.
 */
export const SlotList = observer(function SlotList({ resources, duration, timeZone, imageUrl, onSelect, selected, labels }: SlotListProps) {
  const { t } = useTranslation();
  const { settings } = useRootStore();
  return (
    <div className="slot-list" role="region" aria-label={t('booking.timetable')}>
      {resources.map((resource) => (
        <CourtSlots
          key={resource.id}
          resource={resource}
          duration={duration}
          timeZone={timeZone}
          image={imageUrl(resource.image)}
          kind={typeof resource.type === 'string' && resource.type ? resource.type : t('booking.court')}
          selectedStart={selected?.resourceId === resource.id ? selected.start : null}
          onSelect={onSelect}
          labels={labels}
          formatOptions={settings.formatOptions}
        />
      ))}
    </div>
  );
});

interface CourtSlotsProps {
  resource: Resource;
  duration: number | null;
  timeZone: string;
  image: string | null;
  kind: string;
  selectedStart: string | null;
  onSelect: (resource: Resource, slot: TimeSlot) => void;
  labels: CellLabels;
  formatOptions: FormatOptions;
}

const CourtSlots = memo(function CourtSlots({ resource, duration, timeZone, image, kind, selectedStart, onSelect, labels, formatOptions }: CourtSlotsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = shownName(resource);
  const slots = (resource.timeTable ?? []).filter((slot) => offered(slot, duration));
  return (
    <section className="slot-list__court" aria-labelledby={headingId}>
      <h3 id={headingId} className="slot-list__name">
        {image ? <img src={image} alt="" className="slot-list__image" /> : null}
        <span>{name ?? kind}</span>
      </h3>
      {slots.length === 0 ? (
        <p className="slot-list__none">{t('booking.dayFull')}</p>
      ) : (
        <ul className="slot-list__chips">
          {slots.map((slot) => {
            const time = slotLabel(slot, timeZone);
            const price = chipPrice(slot, duration);
            const priceText = price ? formatValue(price.amount, 'money', formatOptions) : null;
            const shownPrice = price && priceText ? (price.from ? t('booking.priceFrom', { price: priceText }) : priceText) : null;
            const durations = (slot.durations ?? []).filter((minutes) => duration === null || minutes === duration);
            const label = labels.free({ time, resource: name ?? kind, durations: durations.join(', ') });
            const pressed = slot.start === selectedStart;
            return (
              <li key={slot.start}>
                <button type="button" className="slot-chip" aria-pressed={pressed} onClick={() => onSelect(resource, slot)}>
                  {/* Heard: the time, court, durations and price; seen: the time and price. No aria-label: its
                      name would not contain the visible text as it reads (axe: label-content-name-mismatch). */}
                  <span className="slot-chip__seen" aria-hidden="true">
                    <span className="slot-chip__time">{time}</span>
                    {shownPrice ? <span className="slot-chip__price">{shownPrice}</span> : null}
                  </span>
                  <span className="cz-visually-hidden">{shownPrice ? `${label}, ${shownPrice}` : label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
