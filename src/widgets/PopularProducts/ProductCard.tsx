import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import type { components } from '../../generated/api';
import { useRootStore } from '../../stores/StoresContext';
import { shownPrice } from '../../domain/money';
import { ItemCard } from '../home-support/ItemCard';
import { cartPortOf } from '../../shop/cart-port';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { hasSizes } from '../../shop/product-sizes';

type Product = components['schemas']['Product'];

/** A product: image, name linking to its page, price and Add to cart (doc 3 §2.7); a product in sizes: Choose a size on its page. */
export const ProductCard = observer(function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const price = shownPrice(product, root.settings.settings?.PriceWithTaxes);
  const to = `/shop/${product.id}`;

  const add = () => void cartPortOf(root).addProduct(product, 1);

  return (
    <ItemCard title={product.name ?? ''} to={to} image={root.settings.uploadUrl(product.logo)} imageFit="contain">
      {price !== null ? <p className="item-card__price">{formatValue(price, 'money', root.settings.formatOptions)}</p> : null}
      {hasSizes(product) ? (
        <LinkButton to={to} variant="secondary" aria-label={t('products.chooseNamedSize', { name: product.name ?? '' })}>
          {t('products.chooseSize')}
        </LinkButton>
      ) : (
        <Button variant="primary" aria-label={t('products.addNamedToCart', { name: product.name ?? '' })} onClick={add}>
          {t('products.addToCart')}
        </Button>
      )}
    </ItemCard>
  );
});
