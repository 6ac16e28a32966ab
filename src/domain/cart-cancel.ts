import { operations } from '../generated/operations';

/**
 * What dropping a pending booking sale from the cart asks of the server: one of the operations the contract marks
 * `x-cart-cancel`, carried as the sale's `cancelUrl`. Built and read only here, from the generated client's paths,
 * so a new such operation needs no rule and nothing else can ever be posted.
 */
export const CART_CANCEL_OPERATIONS = ['cancelBooking', 'leaveBooking'] as const satisfies readonly (keyof typeof operations)[];

export type CartCancelOperation = (typeof CART_CANCEL_OPERATIONS)[number];

export interface CartCancel {
  operation: CartCancelOperation;
  bookingId: number;
  customerId: number;
}

/** The operation's path below /api, its parameters in braces: `publicbookings/cancel/{bookingId}/{customerId}`. */
const templateOf = (operation: CartCancelOperation) => operations[operation].path.replace(/^\/api\//, '');

/** The sale's `cancelUrl`: the operation's path below /api, e.g. `publicbookings/cancel/41/7`. */
export function cartCancelUrl(cancel: CartCancel): string {
  return templateOf(cancel.operation).replace('{bookingId}', String(cancel.bookingId)).replace('{customerId}', String(cancel.customerId));
}

/** Each operation's path as a pattern: the literal parts as they are, each parameter a number. */
const PATTERNS = CART_CANCEL_OPERATIONS.map((operation) => {
  const source = templateOf(operation)
    .split(/(\{bookingId\}|\{customerId\})/)
    .map((part) => (part === '{bookingId}' ? '(?<bookingId>\\d+)' : part === '{customerId}' ? '(?<customerId>\\d+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { operation, pattern: new RegExp(`^/?(?:api/)?${source}$`) };
});

/** The cancels a sale's `cancelUrl` names (comma-separated); null when any part is not one of them. */
export function parseCartCancelUrls(urls: string | null | undefined): CartCancel[] | null {
  const parts = (urls ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const cancels: CartCancel[] = [];
  for (const part of parts) {
    const found = PATTERNS.map(({ operation, pattern }) => ({ operation, match: pattern.exec(part) })).find(({ match }) => match !== null);
    const bookingId = Number(found?.match?.groups?.bookingId);
    const customerId = Number(found?.match?.groups?.customerId);
    if (!found || !Number.isSafeInteger(bookingId) || !Number.isSafeInteger(customerId)) return null;
    cancels.push({ operation: found.operation, bookingId, customerId });
  }
  return cancels;
}
