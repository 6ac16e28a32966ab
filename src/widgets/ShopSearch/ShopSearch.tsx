import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '../../engine/contract-rules';
import { useRootStore } from '../../stores/StoresContext';
import { useQuietQuery } from '../../stores/use-query';
import { SHOP_SEARCH_MIN as FRAME_SEARCH_MIN, shopPageQuery } from '../ShopList/shop-query';
import './ShopSearch.css';

const SUGGESTIONS = 5;
const DELAY_MS = 300;

/** The shop search box of the page frame: suggestions go to /shop/{id}, Enter to /shop?search=; empty text clears them. */
function ShopSearch() {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [debounced, setSearch] = useState('');
  // Under the minimum, nothing is searched at once (no wait for the debounce).
  const search = typed.trim().length < FRAME_SEARCH_MIN ? '' : debounced;
  const enabled = search.length >= FRAME_SEARCH_MIN;
  const found = useQuietQuery('shop suggestions', shopPageQuery(root, { search, sort: 1, productTypeId: null, page: 1 }, SUGGESTIONS), null, enabled);

  useEffect(() => {
    const text = typed.trim();
    if (text.length < FRAME_SEARCH_MIN) return;
    const timer = setTimeout(() => setSearch(text), DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text.length < FRAME_SEARCH_MIN) return;
    setTyped('');
    navigate(`/shop?search=${encodeURIComponent(text)}`);
  };

  const products = enabled && found ? found.products : [];
  return (
    <form className="shop-search" role="search" onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="cz-visually-hidden">
        {t('shop.frameSearch')}
      </label>
      <input
        id={`${id}-q`}
        className="cz-input shop-search__input"
        type="search"
        maxLength={SEARCH_MAX_LENGTH.gridFilter}
        value={typed}
        placeholder={t('shop.frameSearch')}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="cz-visually-hidden">
        {t('shop.frameSearchGo')}
      </button>
      {products.length > 0 ? (
        <ul className="shop-search__results">
          {products.map((product) => (
            <li key={product.id}>
              <Link to={`/shop/${product.id}`} onClick={() => setTyped('')}>
                {product.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

export default observer(ShopSearch);
