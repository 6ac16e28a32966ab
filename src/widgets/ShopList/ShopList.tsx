import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '../../engine/contract-rules';
import type { WidgetProps } from '../../engine/widget-types';
import { failureMessage } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Field } from '../../ui/Field/Field';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { useAddToCart } from '../../shop/use-add-to-cart';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { Pagination } from '../../ui/Pagination/Pagination';
import { pageCount } from '../../ui/Pagination/paging';
import { isShopSearchable, SHOP_PAGE_SIZE, shopPageQuery, type ShopFilter, type ShopPage, type ShopSort } from './shop-query';
import { PopularList, ShopProduct } from './ShopProduct';
import './ShopList.css';

const SEARCH_DELAY_MS = 300;

/**
 * /shop (and the clean /taykus-shop with `options.clean`), doc 3 §2.1: its text search follows the frame's search
 * box's rule (shop-query.ts).
 */
function ShopList({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const clean = options.clean === true;
  const [params] = useSearchParams();
  // A text from the address is cut like a typed one: the server refuses a longer filter text.
  const fromUrl = (params.get('search') ?? '').slice(0, SEARCH_MAX_LENGTH.gridFilter);
  const [typed, setTyped] = useState(fromUrl);
  const [filter, setFilter] = useState<ShopFilter>({ search: isShopSearchable(fromUrl) ? fromUrl.trim() : '', sort: 1, productTypeId: null, page: 1 });
  const [shown, setShown] = useState<ShopPage | null>(null);
  const result = useQuery(shopPageQuery(root, filter));
  const { add, toast } = useAddToCart(clean);

  // The frame's search box changes ?search= while the page is open.
  const [lastUrl, setLastUrl] = useState(fromUrl);
  if (fromUrl !== lastUrl) {
    setLastUrl(fromUrl);
    setTyped(fromUrl);
    if (isShopSearchable(fromUrl)) setFilter((current) => ({ ...current, search: fromUrl.trim(), page: 1 }));
  }

  // A short text leaves the list as it is; the list follows once the text is searchable.
  useEffect(() => {
    if (!isShopSearchable(typed) || typed.trim() === filter.search) return;
    const timer = setTimeout(() => setFilter((current) => ({ ...current, search: typed.trim(), page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, filter.search]);

  // The previous page stays on screen while the next one loads, so nothing jumps.
  if (result.status === 'ready' && shown !== result.data) setShown(result.data);

  const change = (next: Partial<ShopFilter>) => setFilter((current) => ({ ...current, ...next, page: 1 }));

  return (
    <div className="shop">
      {clean ? null : (
        <div className="shop__controls">
          <Field label={t('shop.search')} help={t('shop.searchHelp')} width="md">
            <input className="cz-input" type="search" maxLength={SEARCH_MAX_LENGTH.gridFilter} value={typed} onChange={(event) => setTyped(event.target.value)} />
          </Field>
          <Field label={t('shop.sort')} width="sm">
            <select className="cz-input" value={filter.sort} onChange={(event) => change({ sort: Number(event.target.value) as ShopSort })}>
              <option value={1}>{t('shop.sortNew')}</option>
              <option value={2}>{t('shop.sortPriceUp')}</option>
              <option value={3}>{t('shop.sortPriceDown')}</option>
            </select>
          </Field>
          <Field label={t('shop.type')} width="sm">
            <select
              className="cz-input"
              value={filter.productTypeId ?? ''}
              onChange={(event) => change({ productTypeId: event.target.value === '' ? null : Number(event.target.value) })}
            >
              <option value="">{t('shop.allTypes')}</option>
              {(shown?.productTypes ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      {result.status === 'failed' ? <LoadFailure message={failureMessage(result.error)} /> : null}
      <div className={clean ? 'shop__layout shop__layout--clean' : 'shop__layout'}>
        <div className="shop__results" aria-busy={result.status === 'loading'}>
          {shown === null ? (
            result.status === 'loading' ? (
              <Skeleton kind="card" />
            ) : null
          ) : shown.products.length === 0 ? (
            <EmptyState title={t('shop.nothingFound')} />
          ) : (
            <div className="shop__grid">
              {shown.products.map((product) => (
                <ShopProduct key={product.id} product={product} clean={clean} onAdd={(chosen) => void add(chosen, 1)} />
              ))}
            </div>
          )}
          {shown ? <Pagination current={filter.page} pages={pageCount(shown.total, SHOP_PAGE_SIZE)} onChange={(page) => setFilter((current) => ({ ...current, page }))} /> : null}
        </div>
        {clean || !shown ? null : <PopularList products={shown.popular} />}
      </div>
      {toast}
    </div>
  );
}

export default observer(ShopList);
