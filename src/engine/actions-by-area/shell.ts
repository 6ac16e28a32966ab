import { envelope, technicalFailure } from '../../api/client';
import { CRASH, type Message } from '../../i18n/message';
import type { SubmitResult } from '../../sections/form/submit-result';
import type { ActionMap } from '../actions';
import { notifyAndroid } from '../host-app';
import type { FormValues } from '../validation';
import { linkAccountTarget } from './link-account';
import { formBody } from '../../manifest-overrides/form-bodies';

/** A registration's customer id, kept for follow-up calls for 5 minutes (doc 1 §9). */
export const REGISTERED_CUSTOMER_KEY = 'registeredCustomerId';
const REGISTERED_CUSTOMER_TTL_MS = 5 * 60 * 1000;
/** Where the login after activating a new account goes: the page the visitor registered from (e.g. an activity's sign-up). */
export const RETURN_AFTER_ACTIVATION_KEY = 'returnAfterActivation';
const RETURN_AFTER_ACTIVATION_TTL_MS = 24 * 60 * 60 * 1000;

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** A refusal shows the server's words; no words (or no answer) show the crash text. */
function refusal(answer: { errorMsg?: string | null }): SubmitResult {
  return { ok: false, message: answer.errorMsg ? { text: answer.errorMsg } : CRASH };
}

/** A refusal shown under one field of the form. */
function fieldRefusal(field: string, message: Message): SubmitResult {
  return { ok: false, fieldErrors: { [field]: [message] } };
}

/** Sign-in, registration, password and info-request forms of the shell (doc 1 §2.5–2.15). */
export const shellActions: ActionMap = {
  async login(values, { root }) {
    const result = await root.session.login({ email: text(values, 'email'), password: text(values, 'password') });
    return result.ok ? { ok: true } : { ok: false, message: result.message };
  },

  async register(values, { root }) {
    const answer = envelope(
      await root.client.POST('/api/publiccustomers/register', {
        // The form's own fields, a club's too, as far as the operation's body declares them.
        body: formBody('register', values),
      }),
    );
    if (!answer.ok) return refusal(answer);
    if (answer.model?.id !== undefined) root.storage.set(REGISTERED_CUSTOMER_KEY, answer.model.id, REGISTERED_CUSTOMER_TTL_MS);
    if (root.ui.loginReturnPath) root.storage.set(RETURN_AFTER_ACTIVATION_KEY, root.ui.loginReturnPath, RETURN_AFTER_ACTIVATION_TTL_MS);
    return { ok: true };
  },

  async requestPasswordReset(values, { root }) {
    const answer = envelope(await root.client.POST('/api/publiccustomers/reset-password-request-cz', { body: formBody('requestPasswordReset', values) }));
    if (!answer.ok) return refusal(answer);
    const message: Message = answer.customerStatus === 'Temp' ? { key: 'auth.accountNotActivated' } : { key: 'auth.resetSent' };
    return { ok: true, message };
  },

  async changePassword(values, { root }) {
    const customerId = root.session.customerId;
    if (customerId === null) return { ok: false, message: CRASH };
    const result = await root.client.POST('/api/publiccustomers/reset-password-by-old-json', {
      body: formBody('changePassword', values, { customerId }),
    });
    const answer = envelope(result);
    if (answer.ok) {
      // The change signed every session out; this one goes on with the token the answer brings.
      if (answer.token) root.session.renewToken(answer.token, answer.expiry);
      return { ok: true };
    }
    // Too many tries of the current password: the limit's own message, not a verdict on the password.
    if (result.response.status === 429) return { ok: false, message: answer.errorMsg ? { text: answer.errorMsg } : { key: 'errors.tooManyAttempts' } };
    // No answer, a server failure or a request it could not take: technical problems (doc 1 §8).
    if (technicalFailure(result.response) || answer.ok !== false) return { ok: false, message: CRASH };
    // The server's refusal: a new password its policy refuses says why; otherwise the current password is wrong (doc 1 §5).
    const newPasswordProblem = 'errors' in answer ? answer.errors?.plainNewPass : undefined;
    return newPasswordProblem ? fieldRefusal('newPassword', { text: newPasswordProblem }) : fieldRefusal('currentPassword', { key: 'auth.wrongPassword' });
  },

  /** Sets a new password from the mailed link; any failure shows the Crash text (doc 1 §2.10). */
  async resetPassword(values, { root, params }) {
    const answer = envelope(
      await root.client.POST('/api/publiccustomers/reset-password-cz', {
        body: formBody('resetPassword', values, { token: params.token ?? '' }),
      }),
    );
    if (answer.ok) return { ok: true, navigateTo: '/passReset/ok/' };
    if (answer.errorMsg) console.warn('Password reset refused', answer.errorMsg);
    return { ok: false, message: CRASH };
  },

  async infoRequest(values, { root }) {
    const answer = envelope(await root.client.POST('/api/publiccomms/info-request', { body: formBody('infoRequest', values) }));
    if (answer.ok) return { ok: true };
    // Info-request failures are logged only (doc 1 §8).
    console.warn('Info request failed', answer.errorMsg);
    return { ok: false };
  },

  async linkAccount(values, { root, query }) {
    const result = await root.session.login({
      email: text(values, 'email'),
      password: text(values, 'password'),
      externalToken: query.token ?? '',
    });
    const navigateTo = linkAccountTarget(query, result.ok);
    notifyAndroid(`link-account-response/${result.ok}`);
    return result.ok ? { ok: true, navigateTo } : { ok: false, message: result.message, navigateTo };
  },
};
