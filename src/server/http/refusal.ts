import type { FastifyRequest } from 'fastify';
import type { components } from '../../generated/api';
import type { MessageArgs, MessageKey } from '../i18n/messages';

/** Why a refusal was made, for the portal to act on (the contract's RefusalReason); the message stays the text. */
export type RefusalReason = components['schemas']['RefusalReason'];

/**
 * A request refused for a reason the caller can act on (a slot taken, a voucher spent, a place gone). Handlers
 * throw it, never answer it themselves: inside a transaction nothing is written, and the app's error handler
 * (http/errors.ts) answers 200 `{ ok: false, errorMsg }` in the caller's language, with the machine-readable
 * `reason` when the portal acts on it (a cap or a limit that blocks booking).
 */
export class Refusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly args?: MessageArgs,
    readonly reason?: RefusalReason,
  ) {
    // Without a stack: a refusal is an answer, never logged; capturing one (4–25 µs, more the deeper the await
    // chain) was paid by each of a booking rush's refused attempts.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(key);
    Error.stackTraceLimit = limit;
  }
}

/** The refusal's reason as an answer's field: `{ reason }`, or nothing when it has none. */
function reasonField(refusal: Refusal): { reason?: RefusalReason } {
  return refusal.reason ? { reason: refusal.reason } : {};
}

type RefusalFields = (errorMsg: string, refusal: Refusal) => Record<string, unknown>;
const fieldsOfRequest = new WeakMap<FastifyRequest, RefusalFields>();

/** What this request's refusal carries besides ok, errorMsg and reason, for an operation whose contract wants more (the checkout's model). */
export function refusalsCarry(request: FastifyRequest, fields: RefusalFields): void {
  fieldsOfRequest.set(request, fields);
}

/** The answer of a refused request: the one shape every refusal is written in. */
export function refusalAnswer(request: FastifyRequest, refusal: Refusal): { ok: false; errorMsg: string; reason?: RefusalReason } {
  const errorMsg = request.t(refusal.key, refusal.args);
  return { ...fieldsOfRequest.get(request)?.(errorMsg, refusal), ok: false, errorMsg, ...reasonField(refusal) };
}
