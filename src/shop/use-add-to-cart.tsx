import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CartProduct } from '../stores/CartSummaryStore';
import type { StockSource } from '../stores/CartStockCheck';
import { useRootStore } from '../stores/StoresContext';
import { LinkButton } from '../ui/Button/LinkButton';
import { AddedToCartToast } from '../ui/Toast/Toast';
import { CLEAN_CHECKOUT } from './clean-shop';

/**
 * Adding a product from the shop: the cart checks the stock first (a refusal shows in the global error
 * popup); then the AddedToCartToast, or in the clean shop straight to its checkout.
 */
export function useAddToCart(clean = false): { add(product: CartProduct, units: number, source?: StockSource): Promise<void>; toast: ReactNode } {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);
  const add = async (product: CartProduct, units: number, source?: StockSource) => {
    const outcome = await root.cart.addProduct(product, units, source);
    if (!outcome.ok) {
      root.ui.showError(outcome.message);
      return;
    }
    if (clean) navigate(CLEAN_CHECKOUT);
    else setShown(true);
  };
  const toast = shown ? (
    <AddedToCartToast
      count={root.cart.count}
      onDismiss={() => setShown(false)}
      action={
        <LinkButton to="/checkout" variant="secondary" size="sm">
          {t('cart.checkout')}
        </LinkButton>
      }
    />
  ) : null;
  return { add, toast };
}
