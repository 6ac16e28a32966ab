import { envelope } from '../../api/client';
import { CRASH, MessageError } from '../../i18n/message';
import type { DataSourceMap } from '../data-sources';
import { computed, object, shapes, type SourceReads } from './reads';

// An activation or confirmation link works once: a second call (a re-render, strict mode) must reuse the first answer.
const activations = new Map<string, Promise<{ activated: true; alreadyActive: boolean }>>();
const confirmations = new Map<string, Promise<{ confirmed: true }>>();

/** Data of the shell's pages. */
export const shellSources: DataSourceMap = {
  /**
   * Activates the account of /customer/activate/{token}; failure says the link is expired (doc 1 §2.13), except for the
   * used link of an account that is active by now: the page says so and offers the login.
   */
  activateAccount({ root, params }) {
    const token = params.token ?? '';
    let pending = activations.get(token);
    if (!pending) {
      pending = root.client.POST('/api/publiccustomers/activate', { body: { token } }).then((result) => {
        const answer = envelope(result);
        if (answer.ok || ('alreadyActive' in answer && answer.alreadyActive === true)) return { activated: true as const, alreadyActive: !answer.ok };
        throw new MessageError({ key: 'auth.activationExpired' });
      });
      activations.set(token, pending);
    }
    return pending;
  },

  /** Moves the account to the new e-mail of /customer/confirm-email/{token}; a refusal shows the server's reason. */
  confirmEmail({ root, params }) {
    const token = params.token ?? '';
    let pending = confirmations.get(token);
    if (!pending) {
      pending = root.client.POST('/api/publiccustomers/confirm-email', { body: { token } }).then((result) => {
        const answer = envelope(result);
        if (!answer.ok) throw new MessageError(answer.errorMsg ? { text: answer.errorMsg } : CRASH);
        return { confirmed: true as const };
      });
      confirmations.set(token, pending);
    }
    return pending;
  },
};

/** The operation each shell source calls and what it puts in scope: flags of its own, not the answer. */
export const shellReads: SourceReads = {
  activateAccount: shapes('activateCustomer', object({ activated: computed, alreadyActive: computed })),
  confirmEmail: shapes('confirmEmailChange', object({ confirmed: computed })),
};
