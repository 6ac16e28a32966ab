import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid } from '../home-support/ItemCard';
import { joinableBookingsQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';
import { MatchCard } from '../MatchesSection/MatchCard';

/** The first event bookings one can join today. */
export default function EventBookingsSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const events = useQuietList('event bookings', joinableBookingsQuery(root))?.filter((booking) => booking.concept === 'Event') ?? null;
  if (events === null) return <HomePlaceholder />;
  const shown = firstItems(events, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  return (
    <HomeSection title={t('home.eventBookings')}>
      <CardGrid>
        {shown.map((booking) => (
          <MatchCard key={booking.id} booking={booking} maxPlayers={numberOption(options, 'maxPlayers', 4)} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
