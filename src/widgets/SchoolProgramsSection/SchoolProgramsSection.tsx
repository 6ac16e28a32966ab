import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { bookingTypePath } from '../home-support/booking-type-link';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid, ItemCard } from '../home-support/ItemCard';
import { bookingTypesQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';

/** The first school programs: booking types of the School concept. */
export default function SchoolProgramsSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const types = useQuietList('school programs', bookingTypesQuery(root))?.filter((type) => type.concept === 'School') ?? null;
  if (types === null) return <HomePlaceholder />;
  const shown = firstItems(types, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  return (
    <HomeSection title={t('home.schoolPrograms')}>
      <CardGrid>
        {shown.map((type) => (
          <ItemCard key={type.id} title={type.name ?? ''} to={bookingTypePath(type)} image={root.settings.uploadUrl(type.image)} subtitle={type.description} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
