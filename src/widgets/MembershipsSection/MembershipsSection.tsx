import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { shownPrice } from '../../domain/money';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid, ItemCard } from '../home-support/ItemCard';
import { membershipsQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';

/** The first memberships on sale, each leading to its product page. */
function MembershipsSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const memberships = useQuietList('memberships', membershipsQuery(root));
  if (memberships === null) return <HomePlaceholder />;
  const shown = firstItems(memberships, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  return (
    <HomeSection title={t('home.memberships')}>
      <CardGrid>
        {shown.map((membership) => {
          const price = shownPrice(membership, root.settings.settings?.PriceWithTaxes);
          return (
            <ItemCard
              key={membership.id}
              title={membership.name ?? ''}
              to={`/shop/${membership.productId ?? membership.id}`}
              image={root.settings.uploadUrl(membership.logo)}
              subtitle={membership.description}
              imageFit="contain"
            >
              {price !== null ? <p className="item-card__price">{formatValue(price, 'money', root.settings.formatOptions)}</p> : null}
            </ItemCard>
          );
        })}
      </CardGrid>
    </HomeSection>
  );
}

export default observer(MembershipsSection);
