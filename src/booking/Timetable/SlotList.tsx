import { observer } from 'mobx-react-lite';
import { memo, useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { shownName, slotLabel, type Resource, type TimeSlot } from '../booking-rules';
import { useSlotPriceText } from './slot-price';
import type { CellLabels } from './TimetableRow';
import { slotKey } from './taken-slots';

export interface SlotListProps {
  resources: readonly Resource[];
  duration: number | null;
  timeZone: string;
  imageUrl: (file: string | null | undefined) => string | null;
  onSelect: (resource: Resource, slot: TimeSlot) => void;
  selected?: { resourceId: number; start: string } | null;
  labels: CellLabels;
  /** What stays pinned above the list (the date strip): each court's name sticks just under it. */
  pinnedAbove?: RefObject<HTMLElement | null>;
  /** Slots taken while the day was shown (taken-slots.ts keys): in place, unavailable. */
  taken?: ReadonlySet<string>;
}

const offered = (slot: TimeSlot, duration: number | null) => (slot.durations ?? []).length > 0 && (duration === null || (slot.durations ?? []).includes(duration));

/** Keeps `--slot-list-pinned` on the list at the pinned element's height, for the courts' sticky names. */
function usePinnedHeight(list: RefObject<HTMLElement | null>, pinnedAbove: RefObject<HTMLElement | null> | undefined): void {
  useEffect(() => {
    const pinned = pinnedAbove?.current;
    const box = list.current;
    if (!pinned || !box || typeof ResizeObserver === 'undefined') return undefined;
    const place = () => box.style.setProperty('--slot-list-pinned', `${Math.round(pinned.getBoundingClientRect().height)}px`);
    const watcher = new ResizeObserver(place);
    watcher.observe(pinned);
    place();
    return () => watcher.disconnect();
  }, [list, pinnedAbove]);
}

/**
 * The timetable on a phone: one block per court with its free times as wrapping chips, so nothing scrolls
 * sideways. A court's name is its block's heading, so a screen reader can jump court by court.
 */
export const SlotList = observer(function SlotList({ resources, duration, timeZone, imageUrl, onSelect, selected, labels, pinnedAbove, taken }: SlotListProps) {
  const { t } = useTranslation();
  const priceText = useSlotPriceText(duration);
  const list = useRef<HTMLDivElement>(null);
  usePinnedHeight(list, pinnedAbove);
  return (
    <div className="slot-list" role="region" aria-label={t('booking.timetable')} ref={list}>
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
          priceText={priceText}
          taken={taken}
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
  priceText: (slot: TimeSlot) => string | null;
  taken: ReadonlySet<string> | undefined;
}

const CourtSlots = memo(function CourtSlots({ resource, duration, timeZone, image, kind, selectedStart, onSelect, labels, priceText, taken }: CourtSlotsProps) {
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
            const shownPrice = priceText(slot);
            const durations = (slot.durations ?? []).filter((minutes) => duration === null || minutes === duration);
            const label = labels.free({ time, resource: name ?? kind, durations: durations.join(', ') });
            const pressed = slot.start === selectedStart;
            if (taken?.has(slotKey(resource.id, slot.start))) {
              // Taken while shown: it stays where it was, no longer a button.
              return (
                <li key={slot.start}>
                  <span className="slot-chip slot-chip--taken">
                    <span className="slot-chip__seen" aria-hidden="true">
                      <span className="slot-chip__time">{time}</span>
                    </span>
                    <span className="cz-visually-hidden">{labels.unavailable({ time, resource: name ?? kind })}</span>
                  </span>
                </li>
              );
            }
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
