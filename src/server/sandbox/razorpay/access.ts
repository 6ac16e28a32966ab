import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PaymentMethodType } from '../../db/schema';
import { basicAuth } from '../../payments/provider';
import { keyId, keySecret } from '../../payments/providers/razorpay';
import type { ProviderMethod } from '../../repositories/provider-payments';
import { sandboxMethod } from '../common';

/** The sandbox's method (a 404 without one), and the API's key check on top of it. */
export interface RazorpayAccess {
  method(reply: FastifyReply): Promise<ProviderMethod | null>;
  api(request: FastifyRequest, reply: FastifyReply): Promise<ProviderMethod | null>;
}

export function razorpayAccess(app: FastifyInstance): RazorpayAccess {
  const method = (reply: FastifyReply) => sandboxMethod(app, PaymentMethodType.Razorpay, reply);
  return {
    method,
    async api(request, reply) {
      const configured = await method(reply);
      if (!configured) return null;
      if (request.headers.authorization !== basicAuth(keyId(configured), keySecret(configured))) {
        await reply.code(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        return null;
      }
      return configured;
    },
  };
}
