import type { Transaction } from 'kysely';
import type { DB, DeliveryAddress } from '../db/schema';
import type { SeedClock } from './clock';
import type { SeededCustomers } from './customers';
import { roundCents } from '../../domain/money';
import { netOf } from './money';
import { seedSale, type SeedSaleLine } from './sales';
import type { SeededShop } from './shop';

export interface SeededCards {
  stripe: number;
  redsys: number;
}

export async function seedSavedCards(trx: Transaction<DB>, clock: SeedClock, shop: SeededShop, people: SeededCustomers): Promise<SeededCards> {
  const rows = await trx
    .insertInto('card_tokens')
    .values([
      {
        customer_id: people.ana,
        payment_method_id: shop.paymentMethodId('Stripe'),
        card_ending: '4242',
        brand: 'visa',
        expiry: '12/29',
        provider_token: 'pm_demo_ana_visa',
        created_at: clock.ago(200),
      },
      {
        customer_id: people.ana,
        payment_method_id: shop.paymentMethodId('Redsys'),
        card_ending: '0004',
        brand: 'mastercard',
        expiry: '09/28',
        provider_token: 'redsys_demo_ana_mc',
        created_at: clock.ago(100),
      },
    ])
    .returning('id')
    .execute();
  return { stripe: rows[0]!.id, redsys: rows[1]!.id };
}

const ANA_ADDRESS: DeliveryAddress = {
  name: 'Ana',
  surname: 'García López',
  addressLine1: 'Calle Mayor 10, 3º B',
  city: 'Madrid',
  town: 'Madrid',
  country: 'Spain',
  postalCode: '28013',
  email: 'ana@demo.club',
  phone: '+34 600 111 222',
};

export async function seedShopHistory(
  trx: Transaction<DB>,
  clock: SeedClock,
  shop: SeededShop,
  people: SeededCustomers,
  cards: SeededCards,
  voucherPayment: { saleId: number; amount: number },
): Promise<void> {
  const line = (key: string, units = 1, discountPercent = 0): SeedSaleLine => {
    const product = shop.products(key);
    return {
      productId: product.id,
      category: product.kind,
      name: product.name,
      logo: product.logo,
      units,
      gross: product.gross,
      net: product.net,
      discount: roundCents((product.gross * units * discountPercent) / 100),
      netDiscount: roundCents((product.net * units * discountPercent) / 100),
    };
  };
  const stripe = { methodId: shop.paymentMethodId('Stripe'), cardTokenId: cards.stripe };
  const redsys = shop.paymentMethodId('Redsys');
  const [standardDelivery, , clubPickup] = shop.transportIds as [number, number, number];
  const shipping = shop.products('shipping-standard');

  // An online order delivered to Ana's home.
  await seedSale(trx, {
    customerId: people.ana,
    title: 'Online order',
    createdAt: clock.ago(30, 5),
    lines: [line('padel-racket-pro'), line('padel-balls', 3)],
    shipping: { gross: shipping.gross, net: shipping.net, transportId: standardDelivery, address: ANA_ADDRESS },
    payment: { ...stripe, reference: 'pi_demo_order_1' },
  });
  // An order with the DEMO10 code, collected at the club.
  await seedSale(trx, {
    customerId: people.ana,
    title: 'Online order',
    createdAt: clock.ago(15, 3),
    lines: [line('polo', 2, 10), line('overgrip', 1, 10)],
    shipping: { gross: 0, net: 0, transportId: clubPickup, address: ANA_ADDRESS },
    promoCodeId: shop.promoCodeId,
    payment: { methodId: redsys, cardTokenId: cards.redsys, reference: 'rds_demo_order_2' },
  });
  // Bought at reception.
  await seedSale(trx, {
    customerId: people.ana,
    title: 'Club shop',
    createdAt: clock.ago(45, 1),
    online: false,
    lines: [line('bottle'), line('wristbands')],
    payment: { methodId: redsys, reference: 'rds_demo_desk_1' },
  });

  await seedVouchers(trx, clock, shop, people, stripe, voucherPayment);
  await seedMemberships(trx, clock, shop, people, stripe);
}

async function seedVouchers(
  trx: Transaction<DB>,
  clock: SeedClock,
  shop: SeededShop,
  people: SeededCustomers,
  stripe: { methodId: number; cardTokenId: number },
  voucherPayment: { saleId: number; amount: number },
): Promise<void> {
  const campaign = shop.products('voucher-50');
  const purchase = await seedSale(trx, {
    customerId: people.ana,
    title: campaign.name,
    createdAt: clock.ago(40),
    lines: [{ productId: campaign.id, category: 'VoucherCampaign', name: campaign.name, logo: campaign.logo, gross: campaign.gross, net: campaign.net }],
    payment: { ...stripe, reference: 'pi_demo_voucher_1' },
  });
  const courtVoucher = await trx
    .insertInto('vouchers')
    .values({
      customer_id: people.ana,
      campaign_product_id: campaign.id,
      description: 'Court Voucher 50 €',
      balance: 0,
      expires_at: clock.at(325, '23:59'),
      created_at: clock.ago(40),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Recharges and payments, oldest first; the balance is the last movement's current amount.
  const movements: { amount: number; description: string; daysAgo: number; saleId?: number }[] = [
    { amount: 50, description: 'Voucher purchase', daysAgo: 40, saleId: purchase.id },
    { amount: -28, description: 'Padel court · 90 min', daysAgo: 25 },
    { amount: 50, description: 'Recharge at reception', daysAgo: 12 },
    { amount: -13.5, description: 'Ball machine rental and drinks', daysAgo: 9 },
    { amount: -voucherPayment.amount, description: 'Open match · Padel 2, place A1', daysAgo: 2, saleId: voucherPayment.saleId },
  ];
  const balance = await insertMovements(trx, clock, courtVoucher.id, movements);
  await trx.updateTable('vouchers').set({ balance }).where('id', '=', courtVoucher.id).execute();
  await trx.updateTable('payments').set({ voucher_id: courtVoucher.id }).where('sale_id', '=', voucherPayment.saleId).execute();

  // Club gifts: a single recharge each, from the gift-card campaign.
  const giftCampaign = shop.products('gift-card');
  async function gift(customerId: number, description: string, amount: number, reason: string, daysAgo: number): Promise<void> {
    const voucher = await trx
      .insertInto('vouchers')
      .values({ customer_id: customerId, campaign_product_id: giftCampaign.id, description, balance: 0, expires_at: clock.at(170, '23:59'), created_at: clock.ago(daysAgo) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const giftBalance = await insertMovements(trx, clock, voucher.id, [{ amount, description: reason, daysAgo }]);
    await trx.updateTable('vouchers').set({ balance: giftBalance }).where('id', '=', voucher.id).execute();
  }
  await gift(people.ana, 'Gift Card 30 €', 30, 'Gift from Club Demo for your birthday', 10);
  // Mia's junior pass: enough to buy a Junior Membership from the shop with it and see it in her fees.
  await gift(people.mia, 'Junior Pass 100 €', 100, 'Junior season pass from Club Demo', 5);
}

async function insertMovements(
  trx: Transaction<DB>,
  clock: SeedClock,
  voucherId: number,
  movements: { amount: number; description: string; daysAgo: number; saleId?: number }[],
): Promise<number> {
  let balance = 0;
  for (const movement of movements) {
    await trx
      .insertInto('voucher_movements')
      .values({
        voucher_id: voucherId,
        amount: movement.amount,
        previous_amount: balance,
        sale_id: movement.saleId ?? null,
        description: movement.description,
        created_at: clock.ago(movement.daysAgo),
      })
      .execute();
    balance = roundCents(balance + movement.amount);
  }
  return balance;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

async function seedMemberships(
  trx: Transaction<DB>,
  clock: SeedClock,
  shop: SeededShop,
  people: SeededCustomers,
  stripe: { methodId: number; cardTokenId: number },
): Promise<void> {
  // Fees are issued on the first of the month (never later than now, for the current one).
  const firstOfMonth = (monthOffset: number) => {
    const issued = new Date(`${clock.monthDay(monthOffset, 1)}T08:00:00Z`);
    return issued < clock.now ? issued : clock.now;
  };
  async function subscribe(productKey: string, firstMonthOffset: number, paidMonths: number, totalMonths: number, stopped?: Date): Promise<void> {
    const product = shop.products(productKey);
    const { id: subscriptionId } = await trx
      .insertInto('customer_periodic_sales')
      .values({
        customer_id: people.ana,
        product_id: product.id,
        description: product.name,
        fee_gross: product.gross,
        fee_net: netOf(product.gross),
        starts_on: clock.monthDay(firstMonthOffset, 1),
        next_fee_on: stopped ? null : clock.monthDay(firstMonthOffset + totalMonths, 1),
        stopped_at: stopped ?? null,
        created_at: firstOfMonth(firstMonthOffset),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let month = 0; month < totalMonths; month++) {
      const periodStart = clock.monthDay(firstMonthOffset + month, 1);
      const periodEnd = clock.monthDay(firstMonthOffset + month + 1, 1);
      const [year, monthNumber] = periodStart.split('-').map(Number) as [number, number];
      const period = `${MONTHS[monthNumber - 1]} ${year}`;
      const issuedAt = firstOfMonth(firstMonthOffset + month);
      const sale = await seedSale(trx, {
        customerId: people.ana,
        title: `${product.name} · ${period}`,
        createdAt: issuedAt,
        online: false,
        lines: [
          {
            productId: product.id,
            category: 'PeriodicSale',
            name: product.name,
            logo: product.logo,
            gross: product.gross,
            net: product.net,
            parent: { name: 'CustomerPeriodicSale', id: subscriptionId, identifier: `${product.name} · ${period}` },
          },
        ],
        ...(month < paidMonths ? { payment: { ...stripe, reference: `pi_demo_fee_${subscriptionId}_${month}` } } : {}),
      });
      await trx.insertInto('periodic_fees').values({ customer_periodic_sale_id: subscriptionId, period_start: periodStart, period_end: periodEnd, sale_id: sale.id }).execute();
    }
  }
  // Family membership: the last two months paid, this month's fee still due.
  await subscribe('membership-family', -2, 2, 3);
  // An earlier individual membership, stopped when the family one started.
  await subscribe('membership-individual', -5, 3, 3, firstOfMonth(-2));
}
