import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { failureMessage, useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { shownName, slotLabel, type Resource, type TimeSlot } from '../../booking/booking-rules';
import type { Price } from './booking-payload';
import { listedPrice, missingPricesQuery, shownDurations } from './slot-prices';
import { SlotSheet } from './SlotSheet';

interface Props {
  bookingTypeId: number;
  resource: Resource;
  slot: TimeSlot;
  duration: number | null;
  timeZone: string;
  onClose: () => void;
  onPick: (minutes: number, price: Price) => void;
}

/**
 * The chosen slot: its sheet once every duration's price is known, read in render (the list's, else the price
 * query's); while they load nothing opens, and a failure says why and keeps the slot closed (doc 2 §7).
 */
export const SlotStep = observer(function SlotStep({ bookingTypeId, resource, slot, duration, timeZone, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const durations = shownDurations(slot, duration);
  const missing = durations.filter((minutes) => listedPrice(slot, minutes) === null);
  const loaded = useQuery(missingPricesQuery(root, { bookingTypeId, resource, slot, durations: missing }), missing.length > 0);
  if (missing.length > 0 && loaded.status === 'failed') {
    return (
      <p role="alert" className="booking-notice">
        {text(failureMessage(loaded.error))}
      </p>
    );
  }
  if (missing.length > 0 && loaded.status !== 'ready') return null;
  const prices = loaded.status === 'ready' ? loaded.data : {};
  return (
    <SlotSheet
      title={t('booking.slotTitle', { resource: shownName(resource) ?? String(resource.type ?? ''), time: slotLabel(slot, timeZone) })}
      durations={durations}
      priceOf={(minutes) => listedPrice(slot, minutes) ?? prices[minutes] ?? null}
      onClose={onClose}
      onPick={onPick}
    />
  );
});
