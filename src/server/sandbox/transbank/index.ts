import type { FastifyInstance } from 'fastify';
import { transbankInscriptions } from './inscriptions';
import { serveSandboxOnLoopback } from './loopback';
import { transbankTransactions } from './transactions';
import { transbankWebpay } from './webpay';

/**
 * The Transbank Oneclick Mall sandbox: the REST API v1.2 that transbank-sdk calls (inscriptions start, finish
 * and delete; transactions authorize, status and refund), with Transbank's headers, bodies and answers, and
 * Webpay's card registration page. Served on a loopback port too, for the SDK (see loopback.ts).
 */
export async function transbankSandbox(app: FastifyInstance): Promise<void> {
  serveSandboxOnLoopback(app);
  transbankInscriptions(app);
  transbankTransactions(app);
  transbankWebpay(app);
}
