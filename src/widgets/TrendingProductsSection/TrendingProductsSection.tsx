import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid } from '../home-support/ItemCard';
import { trendingProductsQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';
import { ProductCard } from '../PopularProducts/ProductCard';

/** The first trending products of the shop. */
export default function TrendingProductsSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const products = useQuietList('trending products', trendingProductsQuery(root));
  if (products === null) return <HomePlaceholder />;
  const shown = firstItems(products, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  return (
    <HomeSection title={t('home.trendingProducts')} more={{ to: '/shop', text: t('home.seeAll') }}>
      <CardGrid>
        {shown.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}
