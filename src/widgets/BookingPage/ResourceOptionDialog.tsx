import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Fieldset } from '../../ui/Field/Field';
import { Money } from '../../ui/Format/Format';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { shownName, type Resource, type TimeSlot } from '../../booking/booking-rules';
import { extraAvailabilityQuery } from './extra-availability';

export interface ResourceOption {
  resource: Resource;
  slot: TimeSlot;
}

/** The resources of another type free at the chosen start for the chosen duration. */
function optionsOf(resources: readonly Resource[], start: string, duration: number): ResourceOption[] {
  return resources.flatMap((resource) => {
    const slot = (resource.timeTable ?? []).find((candidate) => candidate.start === start && (candidate.durations ?? []).includes(duration));
    return slot ? [{ resource, slot }] : [];
  });
}

/**
 * The resource-option popup, once per extra resource type: one of them, or none; with none free, it says so (doc 2 §2).
 * What is free comes from date-availability for each resource of the type (doc 2 §7), asked as the popup opens.
 */
export function ResourceOptionDialog({
  typeName,
  resources,
  date,
  start,
  duration,
  onDone,
  onClose,
}: {
  typeName: string;
  /** The type's resources as the day's list gave them. */
  resources: readonly Resource[];
  /** The club day shown, and the chosen slot's start and duration the extra must fit. */
  date: string;
  start: string;
  duration: number;
  onDone: (chosen: ResourceOption | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const root = useRootStore();
  const fresh = useQuery(extraAvailabilityQuery(root, date, resources));
  const options = fresh.status === 'ready' ? optionsOf(fresh.data, start, duration) : [];
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Dialog title={t('booking.addOption', { type: typeName })} onClose={onClose}>
      {fresh.status === 'loading' ? (
        <p role="status">{t('common.loading')}</p>
      ) : fresh.status === 'failed' ? (
        <LoadFailure message={failureMessage(fresh.error)} />
      ) : options.length === 0 ? (
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
        <Button variant="primary" busy={fresh.status === 'loading'} onClick={() => onDone(options.find((option) => option.resource.id === chosen) ?? null)}>
          {t('booking.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
