import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import { useRootStore } from '../../stores/StoresContext';
import type { TimeSlot } from '../booking-rules';

/** The slot's price for the chosen duration, else its lowest one ("from" when the durations cost differently). */
function slotPrice(slot: TimeSlot, duration: number | null): { amount: number; from: boolean } | null {
  const amounts = (slot.durations ?? [])
    .filter((minutes) => duration === null || minutes === duration)
    .map((minutes) => slot.priceByDuration?.[String(minutes)]?.amount)
    .filter((amount): amount is number => typeof amount === 'number');
  if (amounts.length === 0) return null;
  const lowest = Math.min(...amounts);
  return { amount: lowest, from: amounts.some((amount) => amount !== lowest) };
}

/** A slot's price as a chip or a cell writes it ("20,00 €", "from 20,00 €"), or null when the list gives none. */
export function useSlotPriceText(duration: number | null): (slot: TimeSlot) => string | null {
  const { t } = useTranslation();
  const current = useRootStore().settings.formatOptions;
  // The same options object while they read the same: the grid's memoised rows then skip re-rendering.
  const kept = JSON.stringify(current);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const formatOptions = useMemo(() => current, [kept]);
  return useCallback(
    (slot: TimeSlot) => {
      const price = slotPrice(slot, duration);
      if (!price) return null;
      const amount = formatValue(price.amount, 'money', formatOptions);
      return price.from ? t('booking.priceFrom', { price: amount }) : amount;
    },
    [duration, formatOptions, t],
  );
}
