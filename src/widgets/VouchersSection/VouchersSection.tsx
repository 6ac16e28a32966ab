import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { FIRST_ITEMS, firstItems, numberOption } from '../home-support/home-rules';
import { shownPrice } from '../../domain/money';
import { HomePlaceholder, HomeSection } from '../home-support/HomeSection';
import { CardGrid, ItemCard } from '../home-support/ItemCard';
import { vouchersOnSaleQuery } from '../../stores/club-queries';
import { useQuietList } from '../../stores/use-query';

/** The first vouchers on sale (customer prices when logged in), each leading to its product page. */
function VouchersSection({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const vouchers = useQuietList('vouchers', vouchersOnSaleQuery(root));
  if (vouchers === null) return <HomePlaceholder />;
  const shown = firstItems(vouchers, numberOption(options, 'maxItems', FIRST_ITEMS));
  if (shown.length === 0) return null;
  return (
    <HomeSection title={t('home.vouchers')}>
      <CardGrid>
        {shown.map((voucher) => {
          const price = shownPrice(voucher, root.settings.settings?.PriceWithTaxes);
          return (
            <ItemCard
              key={voucher.id}
              title={voucher.name ?? voucher.description ?? ''}
              to={`/shop/${voucher.id}`}
              image={root.settings.uploadUrl(voucher.logo)}
              subtitle={voucher.description}
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

export default observer(VouchersSection);
