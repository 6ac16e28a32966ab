import type { JsonObject, PaymentMethodType } from '../db/schema';
import { PaymentMethodType as Type } from '../db/schema';
import { PROVIDERS } from '../payments/providers';

export interface SeedPaymentMethod {
  key: keyof typeof Type;
  type: PaymentMethodType;
  name: string;
  description: string;
  publicConfig: JsonObject;
  /** Server-side settings: `sandbox: true` points the method at this server's own sandbox of the provider. */
  privateConfig?: JsonObject;
  allowTokenization: boolean;
  forceSaveCreditCard: boolean;
}

// Every card and wallet provider of the demo club points at this server's loopback sandbox
// (/sandbox/<provider>/): the demo never reaches a live payment account. The README says which settings
// point a method at the real provider instead.
const SANDBOX: JsonObject = { sandbox: true };

const TYPE_NAMES = Object.keys(Type) as (keyof typeof Type)[];

/** The demo method each provider's plug-in declares, in the plug-ins' order. */
const PROVIDER_METHODS: SeedPaymentMethod[] = PROVIDERS.map(({ adapter, demoMethod }) => ({
  key: TYPE_NAMES.find((name) => Type[name] === adapter.type)!,
  type: adapter.type,
  ...demoMethod,
  privateConfig: SANDBOX,
  forceSaveCreditCard: demoMethod.forceSaveCreditCard ?? false,
}));

export const PAYMENT_METHODS: SeedPaymentMethod[] = [
  ...PROVIDER_METHODS,
  {
    key: 'Pending',
    type: Type.Pending,
    name: 'Pay at the club',
    description: 'Pay at reception before playing.',
    publicConfig: {},
    allowTokenization: false,
    forceSaveCreditCard: false,
  },
  {
    key: 'MoneyVoucher',
    type: Type.MoneyVoucher,
    name: 'Voucher balance',
    description: 'Pay with the balance of your court voucher.',
    publicConfig: {},
    allowTokenization: false,
    forceSaveCreditCard: false,
  },
];
