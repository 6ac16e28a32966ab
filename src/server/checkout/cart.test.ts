import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../repositories/checkout';
import { priceCartLines } from './cart';
import { Refusal } from '../http/refusal';

const polo: CartProduct = {
  id: 7,
  name: 'Club Polo',
  logo: null,
  kind: 'Article',
  gross: 3495,
  net: 2888,
  taxPercent: 21,
  hasStock: true,
  stockUnits: 10,
  transportRequired: false,
};
const products = new Map([[polo.id, polo]]);

function refusalOf(units: number): Refusal {
  try {
    priceCartLines([{ productId: polo.id, units }], products);
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error(`${units} units were accepted`);
}

describe('priceCartLines', () => {
  it.each([0, -1, 1001, 2.5, Number.NaN])('refuses %s units naming the product and the bounds (the check behind the request schema)', (units) => {
    const refusal = refusalOf(units);
    expect(refusal.key).toBe('shop.unitsOutOfRange');
    expect(refusal.args).toEqual({ product: 'Club Polo', min: 1, max: 1000 });
  });

  it('prices 1 and 1000 units exactly, in cents', () => {
    const [one, most] = priceCartLines(
      [
        { productId: polo.id, units: 1 },
        { productId: polo.id, units: 1000 },
      ],
      products,
    );
    expect([one!.gross, one!.net]).toEqual([3495, 2888]);
    expect([most!.gross, most!.net]).toEqual([3_495_000, 2_888_000]);
  });
});
