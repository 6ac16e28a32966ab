import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips, type ChoiceChipsHandle } from '../../ui/ChoiceChips/ChoiceChips';
import { sizeChoices, sizeToSell } from '../../shop/product-sizes';
import { useWidgetParams } from '../../engine/route-params';
import { shownPrice } from '../../domain/money';
import type { WidgetProps } from '../../engine/widget-types';
import { CRASH, failureMessage } from '../../i18n/message';
import HtmlBlock from '../../sections/HtmlBlock';
import { MAX_UNITS, MIN_UNITS } from '../../stores/CartSummaryStore';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Field } from '../../ui/Field/Field';
import { Money } from '../../ui/Format/Format';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { useAddToCart } from '../../shop/use-add-to-cart';
import { useInBrowser } from '../../ui/use-in-browser';
import ShareLinks from '../ShareLinks/ShareLinks';
import { PopularList } from '../ShopList/ShopProduct';
import { productQuery } from '../ShopList/shop-query';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import '../ShopList/ShopList.css';
import './ProductDetail.css';

/** /shop/{id}: image, name, price, the sanitized HTML description, quantity 1–1000, add to cart, share, Popular (doc 3 §2.2). */
function ProductDetail({ options }: WidgetProps) {
  const { id } = useWidgetParams('productDetail');
  const productId = Number(id);
  if (!Number.isInteger(productId) || productId <= 0) return <LoadFailure message={CRASH} />;
  return <ProductView productId={productId} clean={options.clean === true} />;
}

/** Whether the HTML detail already says the plain description (the seed's and most clubs' detail starts with it). */
export function repeatsDescription(detail: string | null | undefined, description: string): boolean {
  if (!detail) return false;
  const text = (value: string) =>
    value
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return text(detail).includes(text(description));
}

const ProductView = observer(function ProductView({ productId, clean }: { productId: number; clean: boolean }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const result = useQuery(productQuery(root, productId));
  const [typed, setTyped] = useState('1');
  // A product in sizes asks for one before Add to cart: which one, and whether Add to cart was tapped without it.
  const [size, setSize] = useState<string | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const chips = useRef<ChoiceChipsHandle>(null);
  const { add, toast } = useAddToCart(clean);
  // The cart lives in the browser: Add to cart waits for the scripts (disabled on the server's HTML, same place).
  const inBrowser = useInBrowser();
  // A quantity typed on the server's HTML before the scripts ran is kept: read once from the element at hydration.
  const quantity = useRef<HTMLInputElement>(null);
  const ready = result.status === 'ready';
  useLayoutEffect(() => {
    const early = quantity.current?.value;
    if (early !== undefined && early !== typed) setTyped(early);
    // Once, when the input first appears: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  if (result.status === 'loading') return <Skeleton kind="card" />;
  if (result.status === 'failed') return <LoadFailure message={failureMessage(result.error)} />;
  const { product, popular } = result.data;
  if (!product) return <LoadFailure message={CRASH} />;
  const price = shownPrice(product, root.settings.settings?.PriceWithTaxes);
  const image = root.settings.uploadUrl(product.logo);
  const units = Number(typed);
  const unitsOk = Number.isInteger(units) && units >= MIN_UNITS && units <= MAX_UNITS;
  const sizes = sizeChoices(product);
  const addToCart = () => {
    if (sizes.length === 0) return void add(product, units);
    const chosen = sizeToSell(product, size);
    if (!chosen) {
      // Nothing is sent: what is missing is said under the chips, and the focus goes to them.
      setSizeMissing(true);
      chips.current?.focus();
      return;
    }
    void add(chosen.product, units, chosen.source);
  };
  return (
    <div className="product">
      <article className="product__main">
        {image ? <img className="product__image" src={image} alt={product.name ?? ''} width={640} height={480} /> : null}
        <div className="product__info">
          <h1 className="product__name">{product.name}</h1>
          {price !== null ? (
            <p className="product__price">
              <Money value={price} />
            </p>
          ) : null}
          {product.description && !repeatsDescription(product.detail, product.description) ? <p className="product__description">{product.description}</p> : null}
          {sizes.length > 0 ? (
            <ChoiceChips
              ref={chips}
              label={t('shop.size')}
              name={`size-${product.id}`}
              value={size}
              onChange={(value) => {
                setSize(value);
                setSizeMissing(false);
              }}
              choices={sizes.map((choice) => ({ value: choice.detail, label: choice.detail, disabled: choice.soldOut, note: choice.soldOut ? t('shop.soldOut') : undefined }))}
              error={sizeMissing ? t('shop.sizeMissing') : undefined}
            />
          ) : null}
          <div className="product__buy">
            {/* The bounds show only when broken: "From 1 to 1000" under a one-of-a-kind item read as a promise. */}
            <Field label={t('shop.quantity')} error={unitsOk ? undefined : t('shop.quantityHelp')} width="xs">
              <input
                ref={quantity}
                className="cz-input"
                type="number"
                inputMode="numeric"
                min={MIN_UNITS}
                max={MAX_UNITS}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </Field>
            <Button variant="primary" disabled={!unitsOk || !inBrowser} onClick={addToCart}>
              {t('products.addToCart')}
            </Button>
          </div>
          {product.detail ? <HtmlBlock html={product.detail} /> : null}
          <ShareLinks />
        </div>
      </article>
      <PopularList products={popular} clean={clean} />
      {toast}
    </div>
  );
});

export default ProductDetail;
