import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import type { components } from '../../generated/api';
import { useRootStore } from '../../stores/StoresContext';
import { shownPrice } from '../../domain/money';
import { ItemCard } from '../home-support/ItemCard';
import { cartPortOf } from '../widget-support/cart-port';
import { Button } from '../../ui/Button/Button';

type Product = components['schemas']['Product'];

/** A product: image, name linking to its page, price and Add to cart (doc 3 §2.7). */
export const ProductCard = observer(function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const price = shownPrice(product, root.settings.settings?.PriceWithTaxes);
  const to = `/shop/${product.id}`;

  const add = () => void cartPortOf(root).addProduct(product, 1);

  return (
    <ItemCard title={product.name ?? ''} to={to} image={root.settings.uploadUrl(product.logo)} imageFit="contain">
      {price !== null ? <p className="item-card__price">{formatValue(price, 'money', root.settings.formatOptions)}</p> : null}
      <Button variant="primary" aria-label={t('products.addNamedToCart', { name: product.name ?? '' })} onClick={add}>
        {t('products.addToCart')}
      </Button>
    </ItemCard>
  );
});
