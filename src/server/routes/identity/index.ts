import { defineHandlers } from '../handler';
import { hashPassword, verifyPassword, WRONG_PASSWORD } from '../../identity/password';
import { rehashOutdatedPassword } from '../../identity/rehash-on-login';
import { MIN_PASSWORD_LENGTH, passwordProblem, type PasswordProblem } from '../../identity/password-policy';
import { activationLinkOfActiveAccount, consumeOneTimeToken, createOneTimeToken } from '../../repositories/one-time-tokens';
import { activateCustomer, changeEmail, createTempCustomer, findCustomerByEmail, findCustomerById, replacePassword } from '../../repositories/identity';
import { clubName } from '../../repositories/club';
import { activationMail, passwordResetMail } from '../../mail/templates';
import { hasSqlState, SqlState } from '../../db/sql-state';
import { notFound } from '../../http/errors';
import { Refusal, refusalsCarry } from '../../http/refusal';
import { EMAIL_TAKEN } from '../customers/update';

// Compared against when the email is unknown, so a login takes as long whether or not the account exists.
const UNKNOWN_ACCOUNT_HASH = hashPassword('not-a-real-password');

const customerNotFound = (id: number) => notFound('notFound.customer', { id });
const passwordRefusal = (problem: PasswordProblem) => new Refusal(problem, { min: MIN_PASSWORD_LENGTH });

export const handlers = defineHandlers({
  async loginCustomer({ body }, request) {
    const { db, tokens } = request.server;
    const customer = await findCustomerByEmail(db, body.email);
    const stored = customer?.password_hash;
    const valid = await verifyPassword(body.password, stored ?? (await UNKNOWN_ACCOUNT_HASH));
    // `!stored` too: an account without a password is never opened by the stand-in hash's own password.
    if (!customer || !stored || !valid) {
      if (customer && !stored) {
        refusalsCarry(request, () => ({ redirect: true }));
        throw new Refusal('identity.noPasswordYet');
      }
      return { ok: false, errorMsg: '' };
    }
    if (customer.status === 'Temp') throw new Refusal('identity.notActivated');
    await rehashOutdatedPassword(db, request.log, customer.id, body.password, stored);
    const issued = await tokens.issue({ customerId: customer.id, actorId: customer.id, sessionVersion: customer.session_version, staff: customer.staff });
    return {
      ok: true,
      model: {
        token: issued.token,
        expiry: issued.expiresAt.toISOString(),
        id: customer.id,
        logo: customer.logo,
        name: customer.name,
        surname: customer.surname,
        staff: customer.staff,
      },
    };
  },

  async registerCustomer({ body }, request) {
    const { db, mailer, config } = request.server;
    const problem = passwordProblem(body.password);
    if (problem) throw passwordRefusal(problem);
    try {
      const created = await createTempCustomer(
        db,
        {
          email: body.email.trim(),
          passwordHash: await hashPassword(body.password),
          name: body.name.trim(),
          surname: body.surname.trim(),
          phone: body.phone?.trim() || null,
          okRss: body.okRss === true,
          acceptConditions: body.acceptConditions,
          nickname: body.nickname?.trim() || null,
        },
        request.server.clock.now(),
      );
      const mail = activationMail({
        language: request.language,
        clubName: await clubName(db),
        name: created.customer.name,
        url: `${config.publicUrl}/customer/activate/${created.token}`,
      });
      await mailer.send({ ...mail, to: created.customer.email, customerId: created.customer.id });
      return { ok: true, model: { id: created.customer.id } };
    } catch (error) {
      if (hasSqlState(error, SqlState.uniqueViolation)) throw new Refusal('identity.emailTaken');
      throw error;
    }
  },

  async activateCustomer({ body }, request) {
    const { db } = request.server;
    const used = await consumeOneTimeToken(db, body.token, 'activation', request.server.clock.now());
    if (!used) {
      // A second click on the link of an account that is active by now is not an expired link: the portal offers the login.
      if (await activationLinkOfActiveAccount(db, body.token)) {
        refusalsCarry(request, () => ({ alreadyActive: true }));
        throw new Refusal('identity.alreadyActive');
      }
      throw new Refusal('identity.activationExpired');
    }
    await activateCustomer(db, used.customerId, request.server.clock.now());
    return { ok: true };
  },

  async requestPasswordReset({ body }, request) {
    const { db, mailer, config } = request.server;
    const customer = await findCustomerByEmail(db, body.email);
    // An unknown address and an active account get the same answer: only the spec's Temp rule is told apart.
    if (!customer) return { ok: true, customerStatus: null };
    const name = await clubName(db);
    if (customer.status === 'Temp') {
      const token = await createOneTimeToken(db, customer.id, 'activation', request.server.clock.now());
      await mailer.send({
        ...activationMail({ language: request.language, clubName: name, name: customer.name, url: `${config.publicUrl}/customer/activate/${token}` }),
        to: customer.email,
        customerId: customer.id,
      });
      return { ok: true, customerStatus: 'Temp' };
    }
    const token = await createOneTimeToken(db, customer.id, 'password_reset', request.server.clock.now());
    await mailer.send({
      ...passwordResetMail({ language: request.language, clubName: name, name: customer.name, url: `${config.publicUrl}/customer/reset-password/${token}` }),
      to: customer.email,
      customerId: customer.id,
    });
    return { ok: true, customerStatus: null };
  },

  async resetPassword({ body }, request) {
    const { db } = request.server;
    // Checked before the link is used, so a refused password does not cost the link.
    const problem = passwordProblem(body.plainPassword);
    if (problem) throw passwordRefusal(problem);
    const used = await consumeOneTimeToken(db, body.token, 'password_reset', request.server.clock.now());
    if (!used) throw new Refusal('identity.resetLinkExpired');
    await replacePassword(db, used.customerId, await hashPassword(body.plainPassword), request.server.clock.now());
    request.server.sessions.forget(used.customerId);
    return { ok: true };
  },

  async changePassword({ body, customer }, request) {
    const { db, tokens, customers } = request.server;
    const target = await findCustomerById(db, body.customerId);
    if (!target) throw customerNotFound(body.customerId);
    if (!target.password_hash || !(await verifyPassword(body.plainOldPass, target.password_hash))) {
      throw new Refusal(WRONG_PASSWORD);
    }
    const problem = passwordProblem(body.plainNewPass);
    if (problem) {
      refusalsCarry(request, (errorMsg) => ({ errors: { plainNewPass: errorMsg } }));
      throw passwordRefusal(problem);
    }
    await replacePassword(db, target.id, await hashPassword(body.plainNewPass), request.server.clock.now());
    request.server.sessions.forget(target.id);
    // Every token of the customer is revoked now; the session that made the change goes on with a new one.
    const session = customer!;
    const sessionVersion = await customers.sessionVersion(session.actorId);
    if (sessionVersion === undefined) throw customerNotFound(session.actorId);
    const issued = await tokens.issue({ customerId: session.customerId, actorId: session.actorId, sessionVersion, staff: session.staff });
    return { ok: true, token: issued.token, expiry: issued.expiresAt.toISOString() };
  },

  async confirmEmailChange({ body }, request) {
    const { db } = request.server;
    const used = await consumeOneTimeToken(db, body.token, 'email_change', request.server.clock.now());
    if (!used?.newEmail) throw new Refusal('identity.resetLinkExpired');
    if (!(await changeEmail(db, used.customerId, used.newEmail))) throw new Refusal(EMAIL_TAKEN);
    return { ok: true };
  },

  async impersonateCustomer({ body, customer }, request) {
    const { db, tokens } = request.server;
    const target = await findCustomerById(db, body.id);
    if (!target) throw customerNotFound(body.id);
    const actor = customer!;
    const issued = await tokens.issue({ customerId: target.id, actorId: actor.actorId, sessionVersion: actor.sessionVersion, staff: actor.staff });
    return { ok: true, token: issued.token, expiry: issued.expiresAt.toISOString(), customer: { id: target.id, name: target.name, surname: target.surname, logo: target.logo } };
  },
});
