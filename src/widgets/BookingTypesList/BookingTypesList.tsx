import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { failureMessage } from '../../i18n/message';
import { bookingTypesQuery } from '../../stores/club-queries';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { shownPrice } from '../../domain/money';
import { formatValue } from '../../engine/format-value';
import { LinkButton } from '../../ui/Button/LinkButton';
import { Card } from '../../ui/Card/Card';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { bookingTypeLink, categoriesOf, conceptsOfQuery, filterBookingTypes, isByPlace, type BookingType } from '../../booking/booking-rules';
import { NextFreeLine } from './NextFreeLine';
import { useNextFree } from './use-next-free';
import './BookingTypesList.css';

/** /bookingtypes: a card per booking type, a category filter, the query keys bookings/matches/school/events (doc 2 §2). */
function BookingTypesList() {
  const { t } = useTranslation();
  const root = useRootStore();
  const [search] = useSearchParams();
  const [category, setCategory] = useState<string | null>(null);
  const types = useQuery(bookingTypesQuery(root));

  if (types.status === 'loading') return <Skeleton kind="card" />;
  if (types.status === 'failed') return <LoadFailure message={failureMessage(types.error)} />;

  const ofConcepts = filterBookingTypes(types.data, conceptsOfQuery(search), null);
  if (ofConcepts.length === 1) return <Navigate to={bookingTypeLink(ofConcepts[0]!)} replace />;
  if (ofConcepts.length === 0) {
    const byPlaceContext = ['matches', 'school', 'events'].some((key) => search.get(key) === 'true');
    return <EmptyState title={t(byPlaceContext ? 'booking.noByPlace' : 'booking.noTypes')} />;
  }
  const categories = categoriesOf(ofConcepts);
  const shown = filterBookingTypes(ofConcepts, new Set(), category);

  return (
    <div className="booking-types">
      {categories.length > 1 ? (
        <div className="booking-types__filter" role="group" aria-label={t('booking.category')}>
          {[null, ...categories].map((name) => (
            <button key={name ?? 'all'} type="button" className="booking-chip" aria-pressed={category === name} onClick={() => setCategory(name)}>
              {name ?? t('booking.all')}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="booking-types__grid">
        {shown.map((type) => (
          <li key={type.id}>
            <BookingTypeCard type={type} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default observer(BookingTypesList);

/**
 * One type: image, name, description, its price from (the type's own price, else the lowest of its next free
 * day) and, for a type booked by slot, its next free time; one real button to book it or join.
 */
const BookingTypeCard = observer(function BookingTypeCard({ type }: { type: BookingType }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const bySlot = !isByPlace(type);
  const next = useNextFree(type.id, bySlot);
  const price = shownPrice(type, root.settings.settings?.PriceWithTaxes) ?? next?.priceFrom ?? null;
  const action = bySlot ? t('booking.bookACourt') : t('booking.joinOrSignUp');
  return (
    <Card as="article" padding="none" className="booking-type-card">
      {type.image ? <img src={root.settings.uploadUrl(type.image) ?? ''} alt="" className="booking-type-card__image" /> : null}
      <div className="booking-type-card__body">
        <h2 className="booking-type-card__title">
          <Link to={bookingTypeLink(type)}>{type.name}</Link>
        </h2>
        {type.description ? <p className="booking-type-card__text">{type.description}</p> : null}
        {price !== null || next ? (
          <div className="booking-type-card__facts">
            {price !== null ? <p className="booking-type-card__price">{t('booking.priceFrom', { price: formatValue(price, 'money', root.settings.formatOptions) })}</p> : null}
            {next ? <NextFreeLine next={next} className="booking-type-card__next" /> : null}
          </div>
        ) : null}
        {/* A real button, the size of every primary action; the title link above stays for screen readers' link lists. */}
        <LinkButton to={bookingTypeLink(type)} variant="primary" block aria-label={`${action}: ${type.name ?? ''}`}>
          {action}
        </LinkButton>
      </div>
    </Card>
  );
});
