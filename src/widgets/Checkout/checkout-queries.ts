import { okAnswer } from '../../engine/sources/answers';
import { query, type Query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import type { CheckoutInfo } from './checkout-rules';

/** checkout-info (a visitor) or checkout-info-by-customer for the cart as it is now (doc 3 §7). */
export function checkoutInfoQuery(root: RootStore): Query<CheckoutInfo> {
  const customerId = root.session.customerId;
  const saleItems = root.cart.saleItems;
  const saleIds = root.cart.saleIds;
  const lines = saleItems.map((item) => [item.productId, item.units]);
  return query(['getCheckoutInfo', customerId, lines, saleIds], async (signal) => {
    const content = saleItems.length > 0 ? { saleItems, saleIds } : { saleIds };
    const answer =
      customerId === null
        ? await okAnswer(root.client.POST('/api/shop/checkout-info', { body: content, signal }))
        : await okAnswer(root.client.POST('/api/shop/checkout-info-by-customer', { body: { ...content, customerId }, signal }));
    return answer.model ?? {};
  });
}
