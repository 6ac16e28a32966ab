import { divideRounded, toCents, type Cents } from '../../domain/money';
import type { CartProduct } from '../repositories/checkout';
import type { PromoRecord } from '../repositories/promos';
import { Refusal } from '../http/refusal';
import { clubLocalTime } from '../../domain/club-time';
import { netDiscounts } from '../../domain/taxes';

export interface PricedLine {
  productId: number;
  gross: Cents;
  net: Cents;
  /** The product's tax rate: the net side of its discount is the one money rule's (domain/taxes.ts). */
  taxPercent: number;
  /** The product's kind: a voucher campaign is never discounted. */
  kind: CartProduct['kind'];
}

export interface PromoDiscount {
  discount: Cents;
  netDiscount: Cents;
  /** Per line of the input, in its order (0 for lines the code does not apply to). */
  lines: Array<{ discount: Cents; netDiscount: Cents }>;
}

/**
 * Checks a code against the moment, its use limits and the cart's product lines and computes its discount,
 * exactly in cents: Percent takes the percentage of each line it applies to; Money takes its value (at most
 * the lines' total) shared across those lines by their price, the last line taking the remainder. The net
 * discount is the one money rule's (netDiscounts, src/domain/taxes.ts), so promos/validate, the order, the invoice
 * and the portal's net totals agree. Throws Refusal naming why a code does not apply (a code's first day as the
 * club's calendar has it).
 */
export function applyPromo(promo: PromoRecord | undefined, lines: PricedLine[], now: Date, code: string, timeZone: string): PromoDiscount {
  if (!promo) throw new Refusal('promo.notValid');
  if (promo.validFrom && promo.validFrom > now) throw new Refusal('promo.notStarted', { code: promo.code, date: clubLocalTime(promo.validFrom, timeZone).date });
  if (promo.validTo && promo.validTo <= now) throw new Refusal('promo.expired', { code: promo.code });
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) throw new Refusal('promo.usedUp', { code: promo.code });
  if (promo.maxUsesPerCustomer !== null && promo.customerUses >= promo.maxUsesPerCustomer) throw new Refusal('promo.customerLimit', { code: promo.code });
  // A voucher campaign credits its amount whatever was paid for it: discounted, it would credit more than the
  // money paid, so codes never apply to one.
  const voucher = (line: PricedLine) => line.kind === 'VoucherCampaign';
  const applies = (line: PricedLine) => line.gross > 0 && !voucher(line) && (promo.productIds.length === 0 || promo.productIds.includes(line.productId));
  const eligible = lines.filter(applies);
  if (eligible.length === 0) {
    const key = lines.length > 0 && lines.every(voucher) ? 'promo.notForVouchers' : 'promo.notForProducts';
    throw new Refusal(key, { code: code.trim() || promo.code });
  }
  let discounts: Cents[];
  if (promo.discountType === 'Percent') {
    const basisPoints = toCents(promo.value);
    discounts = lines.map((line) => (applies(line) ? divideRounded(line.gross * basisPoints, 10_000) : 0));
  } else {
    const base = eligible.reduce((sum, line) => sum + line.gross, 0);
    const total = Math.min(toCents(promo.value), base);
    let left = total;
    const last = lines.lastIndexOf(eligible[eligible.length - 1]!);
    discounts = lines.map((line, index) => {
      if (!applies(line)) return 0;
      const discount = index === last ? left : Math.min(left, divideRounded(total * line.gross, base));
      left -= discount;
      return discount;
    });
  }
  const nets = netDiscounts(lines.map((line, index) => ({ taxPercent: line.taxPercent, gross: line.gross, net: line.net, discount: discounts[index]! })));
  const perLine = discounts.map((discount, index) => ({ discount, netDiscount: nets[index]! }));
  return {
    discount: perLine.reduce((sum, line) => sum + line.discount, 0),
    netDiscount: perLine.reduce((sum, line) => sum + line.netDiscount, 0),
    lines: perLine,
  };
}
