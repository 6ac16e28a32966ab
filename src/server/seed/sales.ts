import type { Transaction } from 'kysely';
import { jsonb } from '../db/json';
import type { DB, DeliveryAddress, PaymentType, ProductKind } from '../db/schema';
import { roundCents } from '../../domain/money';
import { VAT_PERCENT } from './money';
import { cartCancelUrl, type CartCancel } from '../../domain/cart-cancel';
import { insertSale } from '../repositories/sales';
import { ORIGIN_WEB } from '../../domain/enums';

export interface SeedSaleLine {
  productId?: number;
  category: ProductKind;
  name: string;
  logo?: string;
  units?: number;
  gross: number;
  net: number;
  discount?: number;
  netDiscount?: number;
  parent?: { name: string; id: number; identifier: string };
  customerId?: number;
}

export interface SeedSale {
  customerId: number;
  title: string;
  description?: string;
  lines: SeedSaleLine[];
  createdAt: Date;
  paymentType?: PaymentType;
  online?: boolean;
  shipping?: { gross: number; net: number; transportId: number; address: DeliveryAddress };
  promoCodeId?: number;
  /** Paid in full with this method at createdAt; absent: still pending. */
  payment?: { methodId: number; reference: string; voucherId?: number; cardTokenId?: number };
  /** The payment method chosen for a sale left pending (e.g. "pay at the club"). */
  pendingMethodId?: number;
  /** Asked of the server when the customer drops the pending sale from the cart. */
  cancel?: CartCancel;
}

export interface SeededSale {
  id: number;
  number: string;
  total: number;
}

/** Inserts a sale with its lines (and its payment when paid), totals computed from the lines. */
export async function seedSale(trx: Transaction<DB>, sale: SeedSale): Promise<SeededSale> {
  const sum = (pick: (line: SeedSaleLine) => number) => roundCents(sale.lines.reduce((total, line) => total + pick(line), 0));
  const subTotal = sum((line) => line.gross * (line.units ?? 1));
  const netSubTotal = sum((line) => line.net * (line.units ?? 1));
  const discount = sum((line) => line.discount ?? 0);
  const netDiscount = sum((line) => line.netDiscount ?? 0);
  const shipping = sale.shipping?.gross ?? 0;
  const total = roundCents(subTotal - discount + shipping);

  const row = await insertSale(
    trx,
    {
      customer_id: sale.customerId,
      title: sale.title,
      description: sale.description ?? null,
      status: sale.payment ? 'Paid' : 'Pending',
      payment_type: sale.paymentType ?? 0,
      sub_total: subTotal,
      net_sub_total: netSubTotal,
      discount,
      net_discount: netDiscount,
      shipping,
      net_shipping: sale.shipping?.net ?? 0,
      paid: sale.payment ? total : 0,
      online: sale.online ?? true,
      cancel_url: sale.cancel ? cartCancelUrl(sale.cancel) : null,
      origin: ORIGIN_WEB,
      payment_method_id: sale.payment?.methodId ?? sale.pendingMethodId ?? null,
      transport_id: sale.shipping?.transportId ?? null,
      promo_code_id: sale.promoCodeId ?? null,
      delivery_address: sale.shipping ? jsonb(sale.shipping.address) : null,
      created_at: sale.createdAt,
      paid_at: sale.payment ? sale.createdAt : null,
    },
    sale.lines.map((line) => ({
      product_id: line.productId ?? null,
      category: line.category,
      name: line.name,
      logo: line.logo ?? null,
      units: line.units ?? 1,
      unit_gross_price: line.gross,
      unit_net_price: line.net,
      tax_percent: VAT_PERCENT,
      discount: line.discount ?? 0,
      net_discount: line.netDiscount ?? 0,
      customer_id: line.customerId ?? sale.customerId,
      buyer_customer_id: sale.customerId,
      parent_name: line.parent?.name ?? null,
      parent_id: line.parent?.id ?? null,
      parent_identifier: line.parent?.identifier ?? null,
      created_at: sale.createdAt,
    })),
  );

  if (sale.payment && total > 0) {
    await trx
      .insertInto('payments')
      .values({
        sale_id: row.id,
        payment_method_id: sale.payment.methodId,
        voucher_id: sale.payment.voucherId ?? null,
        card_token_id: sale.payment.cardTokenId ?? null,
        amount: total,
        status: 'Succeeded',
        provider_reference: sale.payment.reference,
        created_at: sale.createdAt,
        settled_at: sale.createdAt,
      })
      .execute();
  }
  return { id: row.id, number: row.number, total };
}
