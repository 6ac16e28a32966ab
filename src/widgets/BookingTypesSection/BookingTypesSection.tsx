import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { shownPrice } from '../../domain/money';
import { formatValue } from '../../engine/format-value';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { bookingTypePath } from '../home-support/booking-type-link';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid, ItemCard } from '../home-support/ItemCard';
import { bookingTypesQuery, type BookingType } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';
import { isByPlace } from '../../booking/booking-kind';
import { NextFreeLine } from '../BookingTypesList/NextFreeLine';
import { useNextFree } from '../BookingTypesList/use-next-free';
import './BookingTypesSection.css';

/** The first booking types, each leading to its booking page, with its price from and next free time. */
export default function BookingTypesSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const types = useQuietList('booking types', bookingTypesQuery(root));
  if (types === null) return <HomePlaceholder />;
  const shown = firstItems(types, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  return (
    <HomeSection title={t('home.bookingTypes')} more={{ to: '/bookingtypes', text: t('home.seeAll') }}>
      <CardGrid>
        {shown.map((type) => (
          <BookingTypeItem key={type.id} type={type} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}

const BookingTypeItem = observer(function BookingTypeItem({ type }: { type: BookingType }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const bySlot = !isByPlace(type);
  const next = useNextFree(type.id, bySlot);
  const price = shownPrice(type, root.settings.settings?.PriceWithTaxes) ?? next?.priceFrom ?? null;
  return (
    <ItemCard title={type.name ?? ''} to={bookingTypePath(type)} image={root.settings.uploadUrl(type.image)} subtitle={type.description}>
      {price !== null ? (
        <p className="item-card__subtitle item-card__price">{t('booking.priceFrom', { price: formatValue(price, 'money', root.settings.formatOptions) })}</p>
      ) : null}
      {next ? <NextFreeLine next={next} className="item-card__subtitle item-card__next" /> : null}
    </ItemCard>
  );
});
