import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Fieldset } from '../../ui/Field/Field';
import { Money } from '../../ui/Format/Format';
import { shownName, type Resource, type TimeSlot } from '../booking-support/booking-rules';

export interface ResourceOption {
  resource: Resource;
  slot: TimeSlot;
}

/** The resources of another type free at the chosen start for the chosen duration. */
export function optionsOf(resources: readonly Resource[], start: string, duration: number): ResourceOption[] {
  return resources.flatMap((resource) => {
    const slot = (resource.timeTable ?? []).find((candidate) => candidate.start === start && (candidate.durations ?? []).includes(duration));
    return slot ? [{ resource, slot }] : [];
  });
}

/** The resource-option popup, once per extra resource type: one of them, or none; with none free, it says so (doc 2 §2). */
export function ResourceOptionDialog({
  typeName,
  options,
  duration,
  onDone,
  onClose,
}: {
  typeName: string;
  options: ResourceOption[];
  duration: number;
  onDone: (chosen: ResourceOption | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Dialog title={t('booking.addOption', { type: typeName })} onClose={onClose}>
      {options.length === 0 ? (
        <p role="status">{t('booking.nothingFound')}</p>
      ) : (
        <Fieldset legend={typeName}>
          <label className="booking-radio">
            <input type="radio" name="option" checked={chosen === null} onChange={() => setChosen(null)} /> {t('booking.noOption')}
          </label>
          {options.map((option) => (
            <label key={option.resource.id} className="booking-radio">
              <input type="radio" name="option" checked={chosen === option.resource.id} onChange={() => setChosen(option.resource.id)} />{' '}
              {shownName(option.resource) ?? String(option.resource.type ?? '')} <Money value={option.slot.priceByDuration?.[String(duration)]?.amount ?? null} />
            </label>
          ))}
        </Fieldset>
      )}
      <div className="btn-row">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="primary" onClick={() => onDone(options.find((option) => option.resource.id === chosen) ?? null)}>
          {t('booking.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
