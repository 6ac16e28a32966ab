import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { shownPrice } from '../../domain/money';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { productPath } from '../../shop/clean-shop';
import { hasSizes } from '../../shop/product-sizes';
import { Card } from '../../ui/Card/Card';
import { Money } from '../../ui/Format/Format';
import type { Product } from './shop-query';

/**
 * A product of the shop, its name a level-2 heading under the page's title (as the Popular card's); a product in
 * sizes is chosen on its page instead of added here.
 */
export const ShopProduct = observer(function ShopProduct({ product, onAdd, clean = false }: { product: Product; onAdd(product: Product): void; clean?: boolean }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const price = shownPrice(product, root.settings.settings?.PriceWithTaxes);
  const image = root.settings.uploadUrl(product.logo);
  return (
    <Card as="article" padding="none" className="shop-product">
      {image ? <img className="shop-product__image" src={image} alt="" width={320} height={240} loading="lazy" /> : <span className="shop-product__image" aria-hidden="true" />}
      <div className="shop-product__body">
        <h2 className="shop-product__name">
          <Link to={productPath(product.id, clean)}>{product.name}</Link>
        </h2>
        {price !== null ? (
          <p className="shop-product__price">
            <Money value={price} />
          </p>
        ) : null}
        {hasSizes(product) ? (
          // A product in sizes is chosen on its page: the size first, then Add to cart.
          <LinkButton to={productPath(product.id, clean)} variant="secondary" block aria-label={t('products.chooseNamedSize', { name: product.name ?? '' })}>
            {t('products.chooseSize')}
          </LinkButton>
        ) : (
          <Button variant="primary" block aria-label={t('products.addNamedToCart', { name: product.name ?? '' })} onClick={() => onAdd(product)}>
            {t('products.addToCart')}
          </Button>
        )}
      </div>
    </Card>
  );
});

/** The Popular list beside the shop and under a product: each entry links to its page (in the clean shop, the clean one). */
export const PopularList = observer(function PopularList({ products, clean = false }: { products: readonly Product[]; clean?: boolean }) {
  const { t } = useTranslation();
  const root = useRootStore();
  if (products.length === 0) return null;
  return (
    <Card title={t('products.popular')} className="shop-popular">
      <ul className="shop-popular__list">
        {products.map((product) => {
          const price = shownPrice(product, root.settings.settings?.PriceWithTaxes);
          return (
            <li key={product.id}>
              <Link to={productPath(product.id, clean)}>{product.name}</Link>
              {price !== null ? <Money value={price} /> : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
});
