import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLevel } from '../../engine/format-value';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Field, Fieldset } from '../../ui/Field/Field';
import { BY_PLACE_CONCEPTS, LEVEL_CHOICES, MATCH_GENDERS, type ByPlaceFilters } from '../../booking/match-rules';

/**
 * The by-place page's filters (issue 13): the level a booking's range must hold, its gender and the concepts
 * shown (the query keys matches, school and events). Every change goes straight to `onChange`.
 */
export function ByPlaceFilterControls({ filters, onChange }: { filters: ByPlaceFilters; onChange: (next: ByPlaceFilters) => void }) {
  const { t } = useTranslation();
  const options = useRootStore().settings.formatOptions;
  const name = useId();
  const active = filters.level !== null || filters.gender !== null || filters.concepts.length > 0;
  const toggle = (concept: ByPlaceFilters['concepts'][number], on: boolean) =>
    onChange({ ...filters, concepts: BY_PLACE_CONCEPTS.map((entry) => entry.concept).filter((candidate) => (candidate === concept ? on : filters.concepts.includes(candidate))) });
  return (
    <div className="by-place__filters" role="group" aria-label={t('booking.byPlace.filters')}>
      <Field label={t('booking.byPlace.levelFilter')} width="sm">
        <select
          value={filters.level === null ? '' : String(filters.level)}
          onChange={(event) => onChange({ ...filters, level: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">{t('booking.byPlace.anyLevel')}</option>
          {LEVEL_CHOICES.map((level) => (
            <option key={level} value={String(level)}>
              {formatLevel(level, 'card', options)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('booking.byPlace.genderFilter')} width="sm">
        <select value={filters.gender ?? ''} onChange={(event) => onChange({ ...filters, gender: MATCH_GENDERS.find((gender) => gender === event.target.value) ?? null })}>
          <option value="">{t('booking.byPlace.anyGender')}</option>
          {MATCH_GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`booking.genders.${gender}`)}
            </option>
          ))}
        </select>
      </Field>
      <Fieldset legend={t('booking.byPlace.concepts')} className="by-place__concepts">
        {BY_PLACE_CONCEPTS.map(({ key, concept }) => (
          <label key={key} className="by-place__concept">
            <input type="checkbox" name={`${name}-${key}`} checked={filters.concepts.includes(concept)} onChange={(event) => toggle(concept, event.target.checked)} />{' '}
            {t(`booking.byPlace.conceptNames.${concept}`)}
          </label>
        ))}
      </Fieldset>
      {active ? (
        <Button variant="quiet" onClick={() => onChange({ level: null, gender: null, concepts: [] })}>
          {t('booking.byPlace.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}
