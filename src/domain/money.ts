/**
 * Money rules shared by the portal, the server and the seed. Pure: imports nothing.
 *
 * Amounts travel as numbers with at most two decimals (numeric(12,2) in the database, numbers in the
 * contract). Sums and shares are computed in integer cents, so they are exact; a 2-decimal number is made
 * only for answers, writes and display.
 */

/** An amount in integer cents. */
export type Cents = number;

/** An amount (as the driver or the contract gives it) in cents. Exact: a double holds every 2-decimal value near enough to round. */
export function toCents(amount: number | string): Cents {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${amount}`);
  return Math.round(value * 100);
}

/** Cents as the 2-decimal number answers and numeric columns take. */
export const fromCents = (cents: Cents): number => Number((cents / 100).toFixed(2));

/** An amount rounded to the cent (half away from zero for positive amounts, as Math.round does). */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** The exact sum of amounts, to the cent. */
export const sumAmounts = (amounts: Iterable<number>): number => {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
};

/** numerator / denominator rounded half up, for non-negative integers (shares of cents). */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new Error(`divideRounded needs non-negative integers: ${numerator} / ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The tax percent of a product line (doc 3 §9): what the portal's cart sends and the demo club's VAT rate. */
export const PRODUCT_TAX_PERCENT = 21;

/** The price without tax of a price with tax, to the cent. */
export const netOfGross = (gross: number, taxPercent: number): number => roundCents(gross / (1 + taxPercent / 100));

/**
 * The amount a customer is shown: gross (with taxes) or net, following the club's PriceWithTaxes setting.
 * Only an explicit `false` shows net prices; an unknown setting shows gross ones.
 */
export function shownAmount<T>(gross: T, net: T, priceWithTaxes: boolean | null | undefined): T {
  return priceWithTaxes === false ? net : gross;
}

/** The shown price of an item that carries both (product, voucher, membership); null when that one is missing. */
export function shownPrice(item: { grossPrice?: number | null; netPrice?: number | null }, priceWithTaxes: boolean | null | undefined): number | null {
  const price = shownAmount(item.grossPrice, item.netPrice, priceWithTaxes);
  return typeof price === 'number' ? price : null;
}

/**
 * The net part of what is still owed. Payments are recorded gross, so the net pending amount is the net
 * total scaled by the share of the gross total still unpaid.
 */
export function netPending(total: number, netTotal: number, pending: number): number {
  if (total <= 0) return 0;
  return roundCents((netTotal * pending) / total);
}

/**
 * ISO 4217: each active currency's numeric code and minor units (the decimals of its smallest unit: 2 for EUR,
 * 0 for JPY and CLP, 3 for KWD). The one table every payment provider adapter reads; a provider that departs
 * from ISO for a currency (PayPal takes HUF and TWD without decimals, Stripe ISK and UGX with two) says so
 * beside its adapter. Written as a table, so prettier is told to leave it.
 */
// prettier-ignore
const ISO_4217: Readonly<Record<string, readonly [numeric: string, minorUnits: number]>> = {
  AED: ['784', 2], AFN: ['971', 2], ALL: ['008', 2], AMD: ['051', 2], ANG: ['532', 2], AOA: ['973', 2], ARS: ['032', 2], AUD: ['036', 2],
  AWG: ['533', 2], AZN: ['944', 2], BAM: ['977', 2], BBD: ['052', 2], BDT: ['050', 2], BGN: ['975', 2], BHD: ['048', 3], BIF: ['108', 0],
  BMD: ['060', 2], BND: ['096', 2], BOB: ['068', 2], BRL: ['986', 2], BSD: ['044', 2], BTN: ['064', 2], BWP: ['072', 2], BYN: ['933', 2],
  BZD: ['084', 2], CAD: ['124', 2], CDF: ['976', 2], CHF: ['756', 2], CLF: ['990', 4], CLP: ['152', 0], CNY: ['156', 2], COP: ['170', 2],
  CRC: ['188', 2], CUP: ['192', 2], CVE: ['132', 2], CZK: ['203', 2], DJF: ['262', 0], DKK: ['208', 2], DOP: ['214', 2], DZD: ['012', 2],
  EGP: ['818', 2], ERN: ['232', 2], ETB: ['230', 2], EUR: ['978', 2], FJD: ['242', 2], FKP: ['238', 2], GBP: ['826', 2], GEL: ['981', 2],
  GHS: ['936', 2], GIP: ['292', 2], GMD: ['270', 2], GNF: ['324', 0], GTQ: ['320', 2], GYD: ['328', 2], HKD: ['344', 2], HNL: ['340', 2],
  HTG: ['332', 2], HUF: ['348', 2], IDR: ['360', 2], ILS: ['376', 2], INR: ['356', 2], IQD: ['368', 3], IRR: ['364', 2], ISK: ['352', 0],
  JMD: ['388', 2], JOD: ['400', 3], JPY: ['392', 0], KES: ['404', 2], KGS: ['417', 2], KHR: ['116', 2], KMF: ['174', 0], KPW: ['408', 2],
  KRW: ['410', 0], KWD: ['414', 3], KYD: ['136', 2], KZT: ['398', 2], LAK: ['418', 2], LBP: ['422', 2], LKR: ['144', 2], LRD: ['430', 2],
  LSL: ['426', 2], LYD: ['434', 3], MAD: ['504', 2], MDL: ['498', 2], MGA: ['969', 2], MKD: ['807', 2], MMK: ['104', 2], MNT: ['496', 2],
  MOP: ['446', 2], MRU: ['929', 2], MUR: ['480', 2], MVR: ['462', 2], MWK: ['454', 2], MXN: ['484', 2], MYR: ['458', 2], MZN: ['943', 2],
  NAD: ['516', 2], NGN: ['566', 2], NIO: ['558', 2], NOK: ['578', 2], NPR: ['524', 2], NZD: ['554', 2], OMR: ['512', 3], PAB: ['590', 2],
  PEN: ['604', 2], PGK: ['598', 2], PHP: ['608', 2], PKR: ['586', 2], PLN: ['985', 2], PYG: ['600', 0], QAR: ['634', 2], RON: ['946', 2],
  RSD: ['941', 2], RUB: ['643', 2], RWF: ['646', 0], SAR: ['682', 2], SBD: ['090', 2], SCR: ['690', 2], SDG: ['938', 2], SEK: ['752', 2],
  SGD: ['702', 2], SHP: ['654', 2], SLE: ['925', 2], SOS: ['706', 2], SRD: ['968', 2], SSP: ['728', 2], STN: ['930', 2], SVC: ['222', 2],
  SYP: ['760', 2], SZL: ['748', 2], THB: ['764', 2], TJS: ['972', 2], TMT: ['934', 2], TND: ['788', 3], TOP: ['776', 2], TRY: ['949', 2],
  TTD: ['780', 2], TWD: ['901', 2], TZS: ['834', 2], UAH: ['980', 2], UGX: ['800', 0], USD: ['840', 2], UYI: ['940', 0], UYU: ['858', 2],
  UYW: ['927', 4], UZS: ['860', 2], VED: ['926', 2], VES: ['928', 2], VND: ['704', 0], VUV: ['548', 0], WST: ['882', 2], XAF: ['950', 0],
  XCD: ['951', 2], XCG: ['532', 2], XOF: ['952', 0], XPF: ['953', 0], YER: ['886', 2], ZAR: ['710', 2], ZMW: ['967', 2], ZWG: ['924', 2],
};

/** A currency of ISO 4217: its alphabetic code, numeric code ("978") and minor units. */
export interface IsoCurrency {
  code: string;
  numeric: string;
  minorUnits: number;
}

/** The ISO 4217 currency of an alphabetic code (any case), or undefined for a code ISO does not list. */
export function isoCurrency(code: string): IsoCurrency | undefined {
  const upper = code.toUpperCase();
  const entry = Object.hasOwn(ISO_4217, upper) ? ISO_4217[upper] : undefined;
  return entry && { code: upper, numeric: entry[0], minorUnits: entry[1] };
}

/** The ISO 4217 currency of a numeric code ("978", or 978 as a provider may write it back), or undefined. */
export function isoCurrencyOfNumeric(numeric: string | number): IsoCurrency | undefined {
  const wanted = String(numeric).padStart(3, '0');
  const code = Object.keys(ISO_4217).find((candidate) => ISO_4217[candidate]![0] === wanted);
  return code === undefined ? undefined : isoCurrency(code);
}

/**
 * Cents (the portal's and the database's two decimals) as an integer count of a unit with `minorUnits`
 * decimals: 12.50 → 1250 with 2, → 12500 with 3; 1500.00 → 1500 with 0. Null when the amount has a fraction
 * the unit cannot hold (1500.50 with 0 decimals): a provider cannot be asked for it.
 */
export function centsToMinorUnits(cents: Cents, minorUnits: number): number | null {
  if (!Number.isSafeInteger(cents) || !Number.isInteger(minorUnits) || minorUnits < 0) return null;
  if (minorUnits >= 2) return cents * 10 ** (minorUnits - 2);
  const divisor = 10 ** (2 - minorUnits);
  return cents % divisor === 0 ? cents / divisor : null;
}

/** The reverse of centsToMinorUnits: a provider's integer amount in cents; null when it has a fraction of a cent. */
export function minorUnitsToCents(amount: number, minorUnits: number): Cents | null {
  if (!Number.isSafeInteger(amount) || !Number.isInteger(minorUnits) || minorUnits < 0) return null;
  if (minorUnits <= 2) return amount * 10 ** (2 - minorUnits);
  const divisor = 10 ** (minorUnits - 2);
  return amount % divisor === 0 ? amount / divisor : null;
}

/** Cents as a decimal string with exactly `minorUnits` decimals ("12.50", "1500", "12.500"); null when it does not fit. */
export function centsToDecimalString(cents: Cents, minorUnits: number): string | null {
  const units = centsToMinorUnits(cents, minorUnits);
  if (units === null) return null;
  if (minorUnits === 0) return String(units);
  const digits = String(Math.abs(units)).padStart(minorUnits + 1, '0');
  return `${units < 0 ? '-' : ''}${digits.slice(0, -minorUnits)}.${digits.slice(-minorUnits)}`;
}
