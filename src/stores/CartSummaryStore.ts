import { makeAutoObservable, runInAction } from 'mobx';
import { envelope } from '../api/client';
import type { components } from '../generated/api';
import { CRASH, type Message } from '../i18n/message';
import type { RootStore } from './RootStore';
import { PRODUCT_TAX_PERCENT, fromCents, shownAmount, toCents } from '../domain/money';
import { stockCheckItem, type StockSource } from './CartStockCheck';
import { parseCartCancelUrls, type CartCancel, type CartCancelOperation } from '../domain/cart-cancel';

type Schemas = components['schemas'];

export const CART_SUMMARY_KEY = 'cart';
const CART_TTL_MS = 24 * 24 * 60 * 60 * 1000;
export const MIN_UNITS = 1;
export const MAX_UNITS = 1000;
/** Payment type Shared (doc 3, enumerations). */
const SHARED = 2;

/** A sale waiting to be paid (fee, debt, booking share) as the cart holds it (doc 3 §3, Sale). */
export type CartSale = Pick<Schemas['Sale'], 'id' | 'saleNumber' | 'title' | 'description' | 'total' | 'pending' | 'netPending' | 'withRetention' | 'cancelUrl'> & {
  paymentType?: number | null;
  /** When a booking's hold ends (doc 2 §4). */
  paymentDeadline?: string | null;
  groupId?: Schemas['Sale']['groupId'];
};

/** A product as a cart line keeps it (doc 3 §3, Product / Sale item product). */
export type CartProduct = Pick<Schemas['Product'], 'id' | 'name' | 'logo' | 'grossPrice' | 'netPrice' | 'hasStock' | 'transportRequired'>;

export interface CartLine extends StockSource {
  product: CartProduct;
  units: number;
}

interface CartContent {
  products: CartLine[];
  sales: CartSale[];
  guid?: string;
}

/** How a quantity changes (doc 3, Cart quantity change). */
export type UnitsChange = 'Increment' | 'Decrement' | 'Exact';

/** What a cart change answers: done, or the message to show. */
export type CartOutcome = { ok: true } | { ok: false; message: Message };

const DONE: CartOutcome = { ok: true };

type CancelPath = { bookingId: number; customerId: number };
/** What a cancel answers, as far as the cart reads it: the envelope's verdict and text. */
type CancelAnswer = { data?: { ok?: boolean; errorMsg?: string | null }; error?: { ok?: boolean; errorMsg?: string | null } };

/** Each cancel operation the contract marks x-cart-cancel, called with its path's parameters (one entry each, or tsc fails). */
const CANCEL_CALLS: Record<CartCancelOperation, (client: RootStore['client'], path: CancelPath) => Promise<CancelAnswer>> = {
  cancelBooking: (client, path) => client.POST('/api/publicbookings/cancel/{bookingId}/{customerId}', { params: { path } }),
  leaveBooking: (client, path) => client.POST('/api/publicbookings/leave/{bookingId}/{customerId}', { params: { path } }),
};

function newGuid(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The cart (doc 3 §4.2, doc 1 §2.7): product lines and pending sales, kept 24 days, with the guid the
 * checkout sends so a double submit makes one sale. Stock is checked before an add or an increment;
 * a shared payment with retention never shares the cart with another sale.
 */
export class CartSummaryStore {
  products: CartLine[] = [];
  sales: CartSale[] = [];
  guid: string = newGuid();
  /** How many adds went through since the page loaded: the cart's badge plays its 1 s animation on each (doc 3 §9). */
  addedCount = 0;

  constructor(private readonly root: RootStore) {
    const stored = root.storage.get<CartContent>(CART_SUMMARY_KEY);
    if (stored) {
      this.products = stored.products ?? [];
      this.sales = stored.sales ?? [];
      this.guid = stored.guid ?? this.guid;
    }
    makeAutoObservable<CartSummaryStore, 'root'>(this, { root: false });
  }

  get count(): number {
    return this.products.reduce((sum, line) => sum + line.units, 0) + this.sales.length;
  }

  /** A product line's amount as shown (gross or net per PriceWithTaxes), exact. */
  lineTotal(line: CartLine): number {
    const withTaxes = this.root.settings.settings?.PriceWithTaxes;
    return fromCents(line.units * toCents(shownAmount(line.product.grossPrice, line.product.netPrice, withTaxes) ?? 0));
  }

  /**
   * What is still owed on a pending sale as shown: gross `pending`, or `netPending` with PriceWithTaxes off (as
   * products show net), so the cart's lines and total never mix the two. A line without its net part shows `pending`.
   */
  saleAmount(sale: CartSale): number {
    const gross = sale.pending ?? sale.total ?? 0;
    return shownAmount(gross, sale.netPending ?? gross, this.root.settings.settings?.PriceWithTaxes);
  }

  get total(): number {
    const products = this.products.reduce((sum, line) => sum + toCents(this.lineTotal(line)), 0);
    const sales = this.sales.reduce((sum, sale) => sum + toCents(this.saleAmount(sale)), 0);
    return fromCents(products + sales);
  }

  get isEmpty(): boolean {
    return this.count === 0;
  }

  /** A shared payment with retention is in the cart: nothing else may join it. */
  get hasSharedWithRetention(): boolean {
    return this.sales.some((sale) => sale.paymentType === SHARED && sale.withRetention === true);
  }

  get transportRequired(): boolean {
    return this.products.some((line) => line.product.transportRequired === true);
  }

  /** The product lines as the checkout calls take them (saleItems). */
  get saleItems(): Schemas['SaleItem'][] {
    return this.products.map((line) => ({
      productId: line.product.id,
      units: line.units,
      taxPercent: PRODUCT_TAX_PERCENT,
      // The size or variant the line sells, when it is one (the line's own product is that size's).
      ...(line.stockDetail ? { stockParentId: line.stockParentId ?? null, stockParentName: line.stockParentName ?? null, stockDetail: line.stockDetail } : {}),
      product: {
        name: line.product.name,
        logo: line.product.logo,
        grossPrice: line.product.grossPrice,
        netPrice: line.product.netPrice,
        hasStock: line.product.hasStock,
        transportRequired: line.product.transportRequired,
      },
    }));
  }

  get saleIds(): number[] {
    return this.sales.map((sale) => sale.id);
  }

  /**
   * Adds pending sales; one already in the cart (or in its group) is ignored. A shared payment with
   * retention cannot join other lines, nor other lines join it (doc 3 §4.2, §8): the refusal's text shows
   * in the global error popup, so a page that goes on to /checkout still tells why the sale is not there.
   */
  addSales(sales: CartSale[]): CartOutcome {
    const incoming = sales.filter((sale) => !this.sales.some((known) => known.id === sale.id || (sale.groupId != null && known.groupId === sale.groupId)));
    if (incoming.length === 0) return DONE;
    const incomingShared = incoming.some((sale) => sale.paymentType === SHARED && sale.withRetention === true);
    if (incomingShared && !this.isEmpty) return this.refuse({ key: 'cart.sharedNotMixed' });
    if (this.hasSharedWithRetention) return this.refuse({ key: 'cart.sharedInCart' });
    const known = new Set(this.sales.map((sale) => sale.id));
    for (const sale of incoming) {
      if (known.has(sale.id)) continue;
      known.add(sale.id);
      this.sales.push(sale);
    }
    this.persist();
    this.addedCount += 1;
    return DONE;
  }

  /** Removes a pending sale, calling each of its cancel URLs first; a failure stops the removal (doc 3 §4.2). */
  async removeSale(saleId: number): Promise<CartOutcome> {
    const sale = this.sales.find((candidate) => candidate.id === saleId);
    if (!sale) return DONE;
    const cancels = parseCartCancelUrls(sale.cancelUrl);
    // A cancel URL the portal cannot read is never posted: the sale stays until the server gives a known one.
    if (!cancels) return { ok: false, message: CRASH };
    for (const cancel of cancels) {
      const refusal = await this.callCancel(cancel);
      if (refusal) return { ok: false, message: refusal };
    }
    runInAction(() => {
      this.sales = this.sales.filter((candidate) => candidate.id !== saleId);
      this.persist();
    });
    return DONE;
  }

  /**
   * Adds units of a product after the stock check; within 1 to 1000 a line; a non-numeric amount is ignored. A size
   * or variant is its own product, and `source` the line's stockParentId, stockParentName and stockDetail (doc 3 §3).
   */
  async addProduct(product: CartProduct, units: number, source?: StockSource): Promise<CartOutcome> {
    if (!Number.isFinite(units)) return DONE;
    if (this.hasSharedWithRetention) return this.refuse({ key: 'cart.sharedInCart' });
    const line = this.products.find((existing) => existing.product.id === product.id);
    const wanted = clampUnits((line?.units ?? 0) + Math.trunc(units));
    const outcome = await this.setUnits(product, wanted, true, source);
    if (outcome.ok) runInAction(() => (this.addedCount += 1));
    return outcome;
  }

  /**
   * The stepper: increment, decrement or an exact value, always within 1 to 1000 — a decrement from 1 or an exact 0
   * keeps the line at 1; removing it is the remove button's (doc 1 §5, doc 3 §5.2). A non-numeric value is ignored.
   */
  async changeUnits(productId: number, change: UnitsChange, value?: number | string): Promise<CartOutcome> {
    const line = this.products.find((existing) => existing.product.id === productId);
    if (!line) return DONE;
    let wanted: number;
    if (change === 'Increment') wanted = line.units + 1;
    else if (change === 'Decrement') wanted = line.units - 1;
    else {
      const exact = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : (value ?? Number.NaN);
      if (!Number.isFinite(exact)) return DONE;
      wanted = Math.trunc(exact);
    }
    const units = clampUnits(wanted);
    if (units === line.units) return DONE;
    return this.setUnits(line.product, units, units > line.units);
  }

  removeProduct(productId: number): void {
    this.products = this.products.filter((line) => line.product.id !== productId);
    this.persist();
  }

  clear(): void {
    this.products = [];
    this.sales = [];
    this.guid = newGuid();
    this.root.storage.remove(CART_SUMMARY_KEY);
  }

  private async setUnits(product: CartProduct, units: number, grows: boolean, source?: StockSource): Promise<CartOutcome> {
    if (grows && product.hasStock) {
      const line = this.products.find((existing) => existing.product.id === product.id);
      const refusal = await this.checkStock(stockCheckItem(product.id, units, line ?? source));
      if (refusal) {
        this.root.ui.showError(refusal);
        return { ok: false, message: refusal };
      }
    }
    runInAction(() => {
      const line = this.products.find((existing) => existing.product.id === product.id);
      if (line) line.units = units;
      else
        this.products.push(
          source?.stockDetail
            ? { product, units, stockParentId: source.stockParentId, stockParentName: source.stockParentName, stockDetail: source.stockDetail }
            : { product, units },
        );
      this.persist();
    });
    return DONE;
  }

  /** publicpayments/check-stock: null when the units are there, else the server's error (or Crash). */
  private async checkStock(item: ReturnType<typeof stockCheckItem>): Promise<Message | null> {
    try {
      const result = await this.root.client.POST('/api/publicpayments/check-stock', {
        body: { customerId: this.root.session.customerId ?? 0, saleItemsDto: [item] },
      });
      const answer = envelope(result);
      if (answer.ok === true) return null;
      // check-stock names the missing units in `error` (doc 1 §7); other refusals in errorMsg.
      const text = ('error' in answer ? answer.error : null) || answer.errorMsg;
      return text ? { text } : CRASH;
    } catch (failure) {
      console.error(failure);
      return CRASH;
    }
  }

  private async callCancel(cancel: CartCancel): Promise<Message | null> {
    try {
      const path = { bookingId: cancel.bookingId, customerId: cancel.customerId };
      const answer = envelope(await CANCEL_CALLS[cancel.operation](this.root.client, path));
      if (answer.ok !== false) return null;
      return answer.errorMsg ? { text: answer.errorMsg } : CRASH;
    } catch (failure) {
      console.error(failure);
      return CRASH;
    }
  }

  /** A mixing refusal (doc 3 §8): shown in the global error popup whichever page tried the add, and answered. */
  private refuse(message: Message): CartOutcome {
    this.root.ui.showError(message);
    return { ok: false, message };
  }

  private persist(): void {
    this.root.storage.set<CartContent>(CART_SUMMARY_KEY, { products: this.products, sales: this.sales, guid: this.guid }, CART_TTL_MS);
  }
}

function clampUnits(units: number): number {
  return Math.min(MAX_UNITS, Math.max(MIN_UNITS, units));
}
