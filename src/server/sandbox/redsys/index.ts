import type { FastifyInstance } from 'fastify';
import { redsysHostedPage } from './hosted';
import { redsysRest } from './rest';

/** The Redsys SIS sandbox: realizarPago (the hosted card page), 3-D Secure, the signed notification to MERCHANTURL, URLOK/URLKO and trataPeticionREST. */
export async function redsysSandbox(app: FastifyInstance): Promise<void> {
  redsysHostedPage(app);
  redsysRest(app);
}
