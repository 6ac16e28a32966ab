import { sql } from 'kysely';
import { defineHandlers } from '../handler';
import { hashPassword, verifyPassword } from '../../identity/password';
import { consumeOneTimeToken, createOneTimeToken } from '../../identity/one-time-tokens';
import { activationMail, passwordResetMail } from '../../mail/templates';
import { hasSqlState, SqlState } from '../../db/sql-state';
import { notFound } from '../../http/errors';
import type { FastifyInstance } from 'fastify';

// Compared against when the email is unknown, so a login takes as long whether or not the account exists.
const UNKNOWN_ACCOUNT_HASH = hashPassword('not-a-real-password');

async function clubName(app: FastifyInstance): Promise<string> {
  const club = await app.db.selectFrom('clubs').select('name').orderBy('id').executeTakeFirst();
  return club?.name ?? 'Club';
}

const byEmail = (email: string) => sql<boolean>`lower(email) = lower(${email.trim()})`;

export const handlers = defineHandlers({
  async loginCustomer({ body }, request) {
    const { db, tokens } = request.server;
    const customer = await db.selectFrom('customers').selectAll().where(byEmail(body.email)).executeTakeFirst();
    const valid = await verifyPassword(body.password, customer?.password_hash ?? (await UNKNOWN_ACCOUNT_HASH));
    if (!customer || !valid) {
      if (customer && !customer.password_hash) {
        return { ok: false, redirect: true, errorMsg: 'Your account has no password yet: we can mail you a link to set one.' };
      }
      return { ok: false, errorMsg: '' };
    }
    if (customer.status === 'Temp') {
      return { ok: false, errorMsg: 'Your account is not activated yet. Please check your inbox for the activation link.' };
    }
    const issued = await tokens.issue({ customerId: customer.id, actorId: customer.id, sessionVersion: customer.session_version });
    return {
      ok: true,
      model: {
        token: issued.token,
        expiry: issued.expiresAt.toISOString(),
        id: customer.id,
        logo: customer.logo,
        name: customer.name,
        surname: customer.surname,
      },
    };
  },

  async registerCustomer({ body }, request) {
    const { db, mailer, config } = request.server;
    try {
      const created = await db.transaction().execute(async (trx) => {
        const customer = await trx
          .insertInto('customers')
          .values({
            email: body.email.trim(),
            password_hash: await hashPassword(body.password),
            status: 'Temp',
            name: body.name.trim(),
            surname: body.surname.trim(),
            phone: body.phone?.trim() || null,
            ok_rss: body.okRss === true,
            accept_conditions: body.acceptConditions,
          })
          .returning(['id', 'name', 'email'])
          .executeTakeFirstOrThrow();
        const token = await createOneTimeToken(trx, customer.id, 'activation');
        return { customer, token };
      });
      const mail = activationMail({ clubName: await clubName(request.server), name: created.customer.name, url: `${config.publicUrl}/customer/activate/${created.token}` });
      await mailer.send({ ...mail, to: created.customer.email, customerId: created.customer.id });
      return { ok: true, model: { id: created.customer.id } };
    } catch (error) {
      if (hasSqlState(error, SqlState.uniqueViolation)) return { ok: false, errorMsg: 'This email is already registered. Log in or reset your password.' };
      throw error;
    }
  },

  async activateCustomer({ body }, request) {
    const { db } = request.server;
    const customerId = await consumeOneTimeToken(db, body.token, 'activation');
    if (customerId === null) return { ok: false, errorMsg: 'Sorry your activation link is expired' };
    await db.updateTable('customers').set({ status: 'Active', activated_at: sql`coalesce(activated_at, now())` }).where('id', '=', customerId).execute();
    return { ok: true };
  },

  async requestPasswordReset({ body }, request) {
    const { db, mailer, config } = request.server;
    const customer = await db.selectFrom('customers').select(['id', 'name', 'email', 'status']).where(byEmail(body.email)).executeTakeFirst();
    // An unknown address gets the same generic answer as a known one.
    if (!customer) return { ok: true, customerStatus: null };
    const name = await clubName(request.server);
    if (customer.status === 'Temp') {
      const token = await createOneTimeToken(db, customer.id, 'activation');
      await mailer.send({ ...activationMail({ clubName: name, name: customer.name, url: `${config.publicUrl}/customer/activate/${token}` }), to: customer.email, customerId: customer.id });
    } else {
      const token = await createOneTimeToken(db, customer.id, 'password_reset');
      await mailer.send({ ...passwordResetMail({ clubName: name, name: customer.name, url: `${config.publicUrl}/customer/reset-password/${token}` }), to: customer.email, customerId: customer.id });
    }
    return { ok: true, customerStatus: customer.status };
  },

  async resetPassword({ body }, request) {
    const { db } = request.server;
    const customerId = await consumeOneTimeToken(db, body.token, 'password_reset');
    if (customerId === null) return { ok: false, errorMsg: 'This link is expired or was already used. Ask for a new one.' };
    // A reset may follow a stolen password: raising the session version signs every device out.
    await db
      .updateTable('customers')
      .set({ password_hash: await hashPassword(body.plainPassword), session_version: sql`session_version + 1` })
      .where('id', '=', customerId)
      .execute();
    return { ok: true };
  },

  async changePassword({ body }, request) {
    const { db } = request.server;
    const customer = await db.selectFrom('customers').select(['id', 'password_hash']).where('id', '=', body.customerId).executeTakeFirst();
    if (!customer) throw notFound(`Customer ${body.customerId}`);
    if (!customer.password_hash || !(await verifyPassword(body.plainOldPass, customer.password_hash))) {
      return { ok: false, errorMsg: 'Wrong password' };
    }
    await db.updateTable('customers').set({ password_hash: await hashPassword(body.plainNewPass) }).where('id', '=', customer.id).execute();
    return { ok: true };
  },

  async impersonateCustomer({ body, customer }, request) {
    const { db, tokens } = request.server;
    const target = await db.selectFrom('customers').select(['id', 'name', 'surname', 'logo']).where('id', '=', body.id).executeTakeFirst();
    if (!target) throw notFound(`Customer ${body.id}`);
    const actor = customer!;
    const issued = await tokens.issue({ customerId: target.id, actorId: actor.actorId, sessionVersion: actor.sessionVersion });
    return { ok: true, token: issued.token, expiry: issued.expiresAt.toISOString(), customer: target };
  },
});
