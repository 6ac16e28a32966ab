import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button/Button';
import { Money } from '../../ui/Format/Format';
import { Sheet } from '../../ui/Sheet/Sheet';
import type { Price } from './booking-payload';

interface Props {
  /** "Padel 1 at 18:00". */
  title: string;
  /** The slot's durations the filter leaves, in minutes. */
  durations: readonly number[];
  /** A duration's price, or null when none is known. */
  priceOf: (minutes: number) => Price | null;
  onClose: () => void;
  onPick: (minutes: number, price: Price) => void;
}

/**
 * The chosen slot as a bottom sheet: its durations with their prices (the first already chosen, so a player happy
 * with it taps only Continue), and one action towards the checkout (doc 2 §2).
 */
export function SlotSheet({ title, durations, priceOf, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(durations[0] ?? null);
  const price = chosen === null ? null : priceOf(chosen);
  return (
    <Sheet
      title={title}
      onClose={onClose}
      action={
        <Button variant="primary" block disabled={price === null} onClick={() => chosen !== null && price !== null && onPick(chosen, price)}>
          {t('booking.continue')}
          {price !== null ? (
            <>
              {' · '}
              <Money value={price.amount} />
            </>
          ) : null}
        </Button>
      }
    >
      <fieldset className="slot-durations">
        <legend className="slot-durations__legend">{t('booking.chooseDuration')}</legend>
        {durations.map((minutes) => {
          const option = priceOf(minutes);
          return (
            <label key={minutes} className="slot-duration">
              <input type="radio" name={name} value={minutes} checked={chosen === minutes} onChange={() => setChosen(minutes)} />
              <span className="slot-duration__minutes">{t('booking.minutes', { count: minutes })}</span>
              {option?.isSpecialPrice ? <span className="slot-duration__special">{t('booking.specialPrice')}</span> : null}
              <span className="slot-duration__price">{option !== null ? <Money value={option.amount} /> : null}</span>
            </label>
          );
        })}
      </fieldset>
    </Sheet>
  );
}
