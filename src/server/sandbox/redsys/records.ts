import type { FastifyInstance, FastifyReply } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import type { RedsysParameters } from '../../payments/signatures/redsys';
import { sameOriginPath, sandboxMethod } from '../common';

export interface Order {
  parameters: RedsysParameters;
  state: 'open' | 'authorized' | 'paid' | 'declined' | 'released';
  amount: number;
  refunded?: number;
  /** Where the end of a hosted payment goes: checked when the form came in (see `returnsOf`). */
  returns?: Returns;
}

export interface Returns {
  /** Whether to notify this server (MERCHANTURL given: always this server's own notification path). */
  notify: boolean;
  ok: string;
  ko: string;
}

/** The one address the sandbox notifies: this server's Redsys notification. */
export const NOTIFICATION_PATH = '/payments/redsys/notification';

/**
 * MERCHANTURL, URLOK and URLKO of a payment form, as far as the sandbox follows them: it notifies only this
 * server's own notification path and sends the browser only to pages of this site (the real SIS would call and
 * redirect anywhere; a sandbox on a club's server must not). Null when the form names anything else.
 */
export function returnsOf(parameters: RedsysParameters, origins: string[]): Returns | null {
  const merchantUrl = parameters.DS_MERCHANT_MERCHANTURL;
  const notify = Boolean(merchantUrl);
  if (notify && sameOriginPath(merchantUrl, origins) !== NOTIFICATION_PATH) return null;
  const ok = parameters.DS_MERCHANT_URLOK ? sameOriginPath(parameters.DS_MERCHANT_URLOK, origins) : '/';
  const ko = parameters.DS_MERCHANT_URLKO ? sameOriginPath(parameters.DS_MERCHANT_URLKO, origins) : '/';
  return ok === null || ko === null ? null : { notify, ok, ko };
}

export const orders = new Map<string, Order>();
/** Cards on file (COF): the reference Redsys gave for DS_MERCHANT_IDENTIFIER=REQUIRED, with the merchant it belongs to. */
export const cardsOnFile = new Map<string, { merchantCode: string; cardNumber: string; expiry: string; firstTransaction: string }>();
export const upper = (parameters: RedsysParameters) => Object.fromEntries(Object.entries(parameters).map(([key, value]) => [key.toUpperCase(), value]));

/** Six digits, as Redsys's authorisation codes. */
export const authorisationCode = (): string => String(100000 + Math.floor(Math.random() * 899999));

/** The sandbox's method (a 404 without one). */
export const sandboxOf = (app: FastifyInstance) => (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Redsys, reply);
