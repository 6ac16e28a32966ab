import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../auth/tokens';
import { passwordCheckBucket } from '../../auth/rate-limits';
import { verifyPassword, WRONG_PASSWORD } from '../../identity/password';
import { emailChangeMail } from '../../mail/templates';
import { emailTaken, findCustomerById } from '../../repositories/identity';
import { clubName } from '../../repositories/club';
import { createOneTimeToken } from '../../repositories/one-time-tokens';
import { EMAIL_TAKEN, type FieldErrors } from './update';
import type { MessageKey } from '../../i18n/messages';

const CURRENT_PASSWORD_NEEDED: MessageKey = 'customers.currentPasswordNeeded';

/** The address to move to, when the sent one is another mailbox than the stored one (not just another letter case). */
export function newAddress(stored: string, sent: string): string | null {
  const address = sent.trim();
  return address.toLowerCase() === stored.trim().toLowerCase() ? null : address;
}

/** Field errors that stop an e-mail change, checked before anything is saved; null when it may go on. */
export async function emailChangeProblems(
  request: FastifyRequest,
  session: AccessClaims,
  customerId: number,
  address: string,
  currentPassword: string | null | undefined,
): Promise<FieldErrors | null> {
  const { db, rateLimits } = request.server;
  if (await emailTaken(db, address, customerId)) return { email: EMAIL_TAKEN };
  if (!currentPassword) return { currentPassword: CURRENT_PASSWORD_NEEDED };
  await rateLimits.hit([passwordCheckBucket(session.actorId)]);
  // Whoever signed in proves it: a parent acting as a child types the parent's password.
  const actor = await findCustomerById(db, session.actorId);
  if (!actor?.password_hash || !(await verifyPassword(currentPassword, actor.password_hash))) return { currentPassword: WRONG_PASSWORD };
  return null;
}

/** Mails a confirmation link to the new address; the account moves to it when the link is used (confirmEmailChange). */
export async function mailEmailConfirmation(request: FastifyRequest, customer: { id: number; name: string }, address: string): Promise<void> {
  const { db, mailer, config } = request.server;
  const token = await createOneTimeToken(db, customer.id, 'email_change', request.server.clock.now(), { newEmail: address });
  const mail = emailChangeMail({ language: request.language, clubName: await clubName(db), name: customer.name, url: `${config.publicUrl}/customer/confirm-email/${token}` });
  await mailer.send({ ...mail, to: address, customerId: customer.id });
}
