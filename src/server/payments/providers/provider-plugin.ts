import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JsonObject } from '../../db/schema';
import type { HandlerMap } from '../../routes/handler';
import type { ProviderAdapter } from '../provider';
import type { PaymentRuntime } from '../runtime';

/** A setting a provider's method cannot take a payment without (checked before the provider is called). */
interface RequiredSetting {
  /** The method's setting (private, then public settings). */
  key: string;
  /** The environment variable the adapter falls back to. */
  env?: string;
  /** The sandbox supplies it (its published test secret) when the method uses the sandbox. */
  sandbox?: true;
}

/** A route the provider (or the browser coming back from it) calls on its own, under /payments/<key>/. */
export interface ProviderRoute {
  method: 'GET' | 'POST';
  /** After /payments/<key>/: `webhook`, `notification`, `return/:requestId`. */
  path: string;
  handle(payments: PaymentRuntime, request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** The demo club's method of a provider (src/server/seed/payment-methods.ts), always on this server's sandbox. */
interface DemoMethod {
  name: string;
  description: string;
  publicConfig: JsonObject;
  allowTokenization: boolean;
  /** The checkout always keeps the card (Transbank's Oneclick registers it). */
  forceSaveCreditCard?: true;
}

/**
 * One payment provider on the server, whole: its adapter (checkout start, capture, refund), the routes it calls
 * (webhooks, notifications, returns), the contract's status reads and callbacks the portal's return pages call,
 * the settings its methods need, its loopback sandbox and the demo club's method on it. The webhook routes, the
 * handlers, the method checks, the sandboxes and the seed read this one declaration; a provider is listed once, in providers/index.ts.
 */
export interface ProviderPlugin {
  adapter: ProviderAdapter;
  settings: RequiredSetting[];
  routes?: ProviderRoute[];
  /** Handlers of the contract's operations that belong to this provider (status reads, callbacks, tokenization). */
  statusReads?: HandlerMap;
  /** Registers the sandbox's pages and API under /sandbox/<key>/ (outside production only). */
  sandbox?: (app: FastifyInstance) => Promise<void>;
  /** It can hold the teammates' shares of a shared payment with retention (authorized now, captured later). */
  keepsRetentions?: true;
  /** The only currencies it charges (ISO codes): a club keeping another is never offered its methods. */
  currencies?: readonly string[];
  demoMethod: DemoMethod;
}

/** A request header as one string (the first, when sent twice). */
export const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** A JSON webhook at /payments/<key>/webhook: 400 to a delivery that does not verify (the provider retries), else received. */
export const jsonWebhook = (deliver: (payments: PaymentRuntime, request: FastifyRequest) => Promise<string>): ProviderRoute => ({
  method: 'POST',
  path: 'webhook',
  handle: async (payments, request, reply) => ((await deliver(payments, request)) === 'badSignature' ? reply.code(400).send({ received: false }) : { received: true }),
});
