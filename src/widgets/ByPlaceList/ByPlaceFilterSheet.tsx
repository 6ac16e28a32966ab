import { useTranslation } from 'react-i18next';
import type { BookingType } from '../../stores/club-queries';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { Field } from '../../ui/Field/Field';
import { Sheet } from '../../ui/Sheet/Sheet';
import type { ByPlaceFilters } from '../../booking/match-rules';
import { ByPlaceFilterControls } from './ByPlaceFilterControls';

/**
 * The by-place page's filters in one bottom sheet (issue 24; the type pills of doc 2 §2). Every change applies at
 * once, so the sheet's one action only closes it.
 */
export function ByPlaceFilterSheet(props: {
  types: readonly BookingType[];
  typeId: number | null;
  date: string;
  today: string;
  filters: ByPlaceFilters;
  /** Where a type pill leads, keeping the date and the filters. */
  typePath: (typeId: number | null) => string;
  onDate: (date: string) => void;
  onFilters: (next: ByPlaceFilters) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pill = (id: number | null, name: string) => (
    <LinkButton key={id ?? 'all'} variant={id === props.typeId ? 'primary' : 'secondary'} to={props.typePath(id)} replace aria-current={id === props.typeId ? 'page' : undefined}>
      {name}
    </LinkButton>
  );
  return (
    <Sheet
      title={t('booking.byPlace.filters')}
      onClose={props.onClose}
      className="by-place-sheet"
      action={
        <Button variant="primary" block onClick={props.onClose}>
          {t('booking.byPlace.showMatches')}
        </Button>
      }
    >
      <div className="by-place__types" role="group" aria-label={t('booking.byPlace.types')}>
        {pill(null, t('booking.all'))}
        {props.types.map((type) => pill(type.id, type.name ?? ''))}
      </div>
      <Field label={t('booking.date')} width="sm">
        <input type="date" value={props.date} min={props.today} onChange={(event) => event.target.value && props.onDate(event.target.value)} />
      </Field>
      <ByPlaceFilterControls filters={props.filters} onChange={props.onFilters} />
    </Sheet>
  );
}
