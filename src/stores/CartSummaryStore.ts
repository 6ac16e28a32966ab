import { makeAutoObservable } from 'mobx';
import type { RootStore } from './RootStore';
import { fromCents, shownAmount, toCents } from '../domain/money';

export const CART_SUMMARY_KEY = 'cart';
export const CART_TTL_MS = 24 * 24 * 60 * 60 * 1000;
export const MIN_UNITS = 1;
export const MAX_UNITS = 1000;

/** A sale waiting to be paid (fee, debt, booking share) as the cart holds it (doc 3 §3, Sale). */
export interface CartSale {
  id: number;
  saleNumber?: string | null;
  title?: string | null;
  description?: string | null;
  total?: number | null;
  pending?: number | null;
  /** A booking's sale (doc 2 §4): how it is paid, whether shared with retention, when the hold ends, what removing it calls. */
  paymentType?: number | null;
  withRetention?: boolean | null;
  paymentDeadline?: string | null;
  cancelUrl?: string | null;
}

/** A product line (doc 3 §3, Sale item). */
export interface CartProduct {
  id: number;
  name?: string | null;
  logo?: string | null;
  grossPrice?: number | null;
  netPrice?: number | null;
  hasStock?: boolean | null;
}

interface CartContent {
  products: Array<{ product: CartProduct; units: number }>;
  sales: CartSale[];
}

/**
 * The cart's lines, kept 24 days. What the header and the self-service pages need: pending sales
 * (fees, debts) and product lines. Stock checks and the shared-payment mixing rules (doc 3 §4.2)
 * come with the shop's checkout.
 */
export class CartSummaryStore {
  products: CartContent['products'] = [];
  sales: CartSale[] = [];

  constructor(private readonly root: RootStore) {
    const stored = root.storage.get<CartContent>(CART_SUMMARY_KEY);
    if (stored) {
      this.products = stored.products ?? [];
      this.sales = stored.sales ?? [];
    }
    makeAutoObservable<CartSummaryStore, 'root'>(this, { root: false });
  }

  get count(): number {
    return this.products.reduce((sum, line) => sum + line.units, 0) + this.sales.length;
  }

  get total(): number {
    const withTaxes = this.root.settings.settings?.PriceWithTaxes;
    const products = this.products.reduce((sum, line) => sum + line.units * toCents(shownAmount(line.product.grossPrice, line.product.netPrice, withTaxes) ?? 0), 0);
    const sales = this.sales.reduce((sum, sale) => sum + toCents(sale.pending ?? sale.total ?? 0), 0);
    return fromCents(products + sales);
  }

  get isEmpty(): boolean {
    return this.count === 0;
  }

  /** A sale already in the cart is ignored (doc 3 §4.2). */
  addSales(sales: CartSale[]): void {
    const known = new Set(this.sales.map((sale) => sale.id));
    for (const sale of sales) {
      if (known.has(sale.id)) continue;
      known.add(sale.id);
      this.sales.push(sale);
    }
    this.persist();
  }

  removeSale(saleId: number): void {
    this.sales = this.sales.filter((sale) => sale.id !== saleId);
    this.persist();
  }

  /** Adds units of a product, within 1 to 1000 units a line; a non-numeric amount is ignored. */
  addProduct(product: CartProduct, units: number): void {
    if (!Number.isFinite(units)) return;
    const line = this.products.find((existing) => existing.product.id === product.id);
    const wanted = (line?.units ?? 0) + Math.trunc(units);
    const clamped = Math.min(MAX_UNITS, Math.max(MIN_UNITS, wanted));
    if (line) line.units = clamped;
    else this.products.push({ product, units: clamped });
    this.persist();
  }

  clear(): void {
    this.products = [];
    this.sales = [];
    this.root.storage.remove(CART_SUMMARY_KEY);
  }

  private persist(): void {
    this.root.storage.set<CartContent>(CART_SUMMARY_KEY, { products: this.products, sales: this.sales }, CART_TTL_MS);
  }
}
