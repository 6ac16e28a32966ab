import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Field, Fieldset } from '../../ui/Field/Field';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { levelRangeQuery } from '../../booking/booking-queries';
import { formatLevel } from '../../i18n/format-value';
import { genderChoices, type Gender } from '../../booking/booking-rules';
import { CREATE_MATCH_LEVELS, suggestedLevels } from '../../booking/match-level-range';
import type { MatchChoice } from './booking-payload';

/** The create-match popup: gender, competitive or friendly, level range (doc 2 §2). */
function MatchDialog({ resourceId, onDone, onClose }: { resourceId: number; onDone: (choice: MatchChoice) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const range = useQuery(levelRangeQuery(root, resourceId));
  const genders = genderChoices(root.session.customer?.gender);
  const [gender, setGender] = useState<Gender>(genders[genders.length - 1]!);
  const [modifyLevel, setModifyLevel] = useState(true);
  const [levels, setLevels] = useState<{ min: string; max: string } | null>(null);

  let body;
  if (range.status === 'loading') body = <Skeleton kind="text" count={3} />;
  else if (range.status === 'failed') body = <LoadFailure message={failureMessage(range.error)} />;
  else if (typeof range.data.referenceCustomerLevel !== 'number') body = <p role="alert">{t('booking.noLevel')}</p>;
  else {
    const defaults = CREATE_MATCH_LEVELS;
    const hint = suggestedLevels(range.data);
    const shown = levels ?? { min: defaults.min.toFixed(2), max: defaults.max.toFixed(2) };
    const min = Number(shown.min);
    const max = Number(shown.max);
    const invalid = !(min >= 0 && max <= 7 && min <= max);
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) onDone({ gender, modifyLevel, minLevel: Math.round(min * 100) / 100, maxLevel: Math.round(max * 100) / 100 });
        }}
      >
        <p>{t('booking.yourLevel', { level: formatLevel(range.data.referenceCustomerLevel, 'table', root.settings.formatOptions) })}</p>
        <Fieldset legend={t('booking.gender')}>
          {genders.map((choice) => (
            <label key={choice} className="booking-radio">
              <input type="radio" name="gender" checked={gender === choice} onChange={() => setGender(choice)} /> {t(`booking.genders.${choice}`)}
            </label>
          ))}
        </Fieldset>
        <Fieldset legend={t('booking.matchType')}>
          <label className="booking-radio">
            <input type="radio" name="matchType" checked={modifyLevel} onChange={() => setModifyLevel(true)} /> {t('booking.competitive')}
          </label>
          <label className="booking-radio">
            <input type="radio" name="matchType" checked={!modifyLevel} onChange={() => setModifyLevel(false)} /> {t('booking.friendly')}
          </label>
        </Fieldset>
        <div className="booking-levels">
          <Field label={t('booking.minLevel')} width="xs">
            <input type="number" min={0} max={7} step={0.01} value={shown.min} onChange={(event) => setLevels({ ...shown, min: event.target.value })} />
          </Field>
          <Field label={t('booking.maxLevel')} width="xs" error={invalid ? t('booking.levelRangeInvalid') : undefined}>
            <input type="number" min={0} max={7} step={0.01} value={shown.max} onChange={(event) => setLevels({ ...shown, max: event.target.value })} />
          </Field>
          {hint ? (
            <p>
              {t('booking.suggestedLevels', { min: formatLevel(hint.min, 'table', root.settings.formatOptions), max: formatLevel(hint.max, 'table', root.settings.formatOptions) })}
            </p>
          ) : null}
        </div>
        <div className="btn-row">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={invalid}>
            {t('booking.continue')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <Dialog title={t('booking.createMatch')} onClose={onClose}>
      {body}
    </Dialog>
  );
}

export default observer(MatchDialog);
