import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid, ItemCard } from '../home-support/ItemCard';
import { activitiesQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';
import { ActivityFacts } from '../../activities/ActivityFacts';

/** The first activities: poster, name, and up front when, where, for which levels, the price and places left, each leading to its sign-up page. */
function ActivitiesSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const activities = useQuietList('activities', activitiesQuery(root));
  if (activities === null) return <HomePlaceholder />;
  const shown = firstItems(activities, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  return (
    <HomeSection title={t('home.activities')}>
      <CardGrid>
        {shown.map((activity) => (
          <ItemCard key={activity.id} title={activity.name ?? ''} to={`/activity/${activity.id}`} image={root.settings.uploadUrl(activity.poster)}>
            <ActivityFacts activity={activity} compact />
          </ItemCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}

export default observer(ActivitiesSection);
