import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid } from '../home-support/ItemCard';
import { joinableBookingsQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';
import { MatchCard } from './MatchCard';

/** The first open matches of today, each a match card. */
export default function MatchesSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const matches = useQuietList('matches', joinableBookingsQuery(root))?.filter((booking) => booking.concept === 'Match') ?? null;
  if (matches === null) return <HomePlaceholder />;
  const shown = firstItems(matches, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  const maxPlayers = numberOption(options, 'maxPlayers', 4);
  return (
    <HomeSection title={t('home.matches')} more={{ to: '/bookings-byplace', text: t('home.seeAll') }}>
      <CardGrid>
        {shown.map((booking) => (
          <MatchCard key={booking.id} booking={booking} maxPlayers={maxPlayers} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
