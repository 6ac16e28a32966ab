import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DisclosureMenu } from '../../app/layout/DisclosureMenu';
import { formatValue } from '../../engine/format-value';
import type { WidgetProps } from '../../engine/widget-types';
import { useRootStore } from '../../stores/StoresContext';
import { LinkButton } from '../../ui/Button/LinkButton';
import { useCartPulse } from './use-cart-pulse';
import './CartPulse.css';

// The lines (units, remove) load when the cart is first opened: the header itself shows only the count and total.
const CartLines = lazy(() => import('./CartLines').then((module) => ({ default: module.CartLines })));

/** The cart's count; it bounces for 1 s after an add. */
function CountBadge({ count, added }: { count: number; added: boolean }) {
  return <span className={added ? 'badge cart-badge--added' : 'badge'}>{count}</span>;
}

/** The header's cart: count and total, and the way on to the shop or the checkout (doc 1 §2.7). */
export const CartDropdown = observer(function CartDropdown() {
  const { t } = useTranslation();
  const { cart, settings } = useRootStore();
  const total = formatValue(cart.total, 'money', settings.formatOptions);
  const added = useCartPulse(cart.addedCount);
  return (
    <DisclosureMenu
      className="cart-dropdown"
      label={
        <>
          {t('cart.title')} <CountBadge count={cart.count} added={added} />
        </>
      }
    >
      {(close) => (
        <div className="cart-dropdown__panel">
          <p>{t('cart.count', { count: cart.count })}</p>
          <Suspense fallback={null}>
            <CartLines />
          </Suspense>
          <p>
            {t('cart.total')}: <strong>{total}</strong>
          </p>
          <div className="cart-dropdown__actions">
            <LinkButton to="/shop" variant="secondary" onClick={close}>
              {t('cart.continueShopping')}
            </LinkButton>
            <LinkButton to="/checkout" variant="primary" onClick={close}>
              {t('cart.checkout')}
            </LinkButton>
          </div>
        </div>
      )}
    </DisclosureMenu>
  );
});

/** The mobile footer's shop shortcut, with the cart's count. */
export const CartShortcut = observer(function CartShortcut({ options }: WidgetProps) {
  const { t } = useTranslation();
  const { cart } = useRootStore();
  const to = typeof options.to === 'string' ? options.to : '/shop';
  const added = useCartPulse(cart.addedCount);
  return (
    <Link to={to} className="menu-link">
      {t('footer.shop')} <CountBadge count={cart.count} added={added} />
    </Link>
  );
});
