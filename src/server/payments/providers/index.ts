import { redsysPlugin } from './redsys/plugin';
import { stripePlugin } from './stripe/plugin';
import { paypalPlugin } from './paypal/plugin';
import { netpayPlugin } from './netpay/plugin';
import { authorizeNetPlugin } from './authorizenet/plugin';
import { mercadoPagoPlugin } from './mercadopago/plugin';
import { transbankPlugin } from './transbank/plugin';
import { razorpayPlugin } from './razorpay/plugin';
import { PaymentMethodType } from '../../db/schema';
import type { ProviderPlugin } from './provider-plugin';

/**
 * The card and wallet providers this server takes payments with, one line each: the checkout's payment types,
 * the webhook and return routes under /payments/<key>/, the portal's status reads, the method checks and the
 * sandboxes and the demo club's methods are all read from here (each provider's plugin.ts declares them). The
 * demo club's methods take their ids in this order: a new provider goes last.
 */
export const PROVIDERS: readonly ProviderPlugin[] = [
  redsysPlugin,
  stripePlugin,
  paypalPlugin,
  netpayPlugin,
  authorizeNetPlugin,
  mercadoPagoPlugin,
  transbankPlugin,
  razorpayPlugin,
];

/** The plug-in of a method type; undefined for the club's own (paying at the club, vouchers). */
export const providerPluginFor = (type: PaymentMethodType): ProviderPlugin | undefined => PROVIDERS.find((provider) => provider.adapter.type === type);

/** The method types the club settles itself (paying at the club, its vouchers): they have no plug-in. */
export const CLUB_OWN_TYPES: readonly PaymentMethodType[] = [
  PaymentMethodType.Pending,
  PaymentMethodType.MoneyVoucher,
  PaymentMethodType.SessionsVoucher,
  PaymentMethodType.HoursVoucher,
];

/**
 * Whether this server can take payments of a method type: the club's own or a plug-in's. The schema lists no
 * types (043_payment_method_types_by_plugins), so a method of another type is never offered.
 */
export const knownMethodType = (type: number): type is PaymentMethodType =>
  CLUB_OWN_TYPES.includes(type as PaymentMethodType) || providerPluginFor(type as PaymentMethodType) !== undefined;
