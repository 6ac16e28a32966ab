import type { FormValues } from './validation';
import type { SubmitResult } from '../sections/form/submit-result';
import type { RootStore } from '../stores/RootStore';
import { lazyRegistry } from './lazy-registry';

export interface ActionContext {
  root: RootStore;
  /** Route parameters, e.g. the reset-password token. */
  params: Readonly<Record<string, string | undefined>>;
  /** The data in scope around the form, e.g. the loaded customer. */
  scope: unknown;
  /** The URL's query parameters, e.g. the account-link token. */
  query: Readonly<Record<string, string>>;
}

/** A form's submit handler. `navigateTo` sends the user on (a path, or another site's address). */
export type FormAction = (values: FormValues, context: ActionContext) => Promise<SubmitResult & { navigateTo?: string }>;

export type ActionMap = Record<string, FormAction>;

/**
 * Submit handlers by the name forms use in `submit`, by area (one file each under
 * ./actions-by-area, loaded with the first form). Add one per form as its API call becomes
 * available; a form naming a missing action renders a visible error instead.
 */
export const loadFormActions: () => Promise<ActionMap> = lazyRegistry<FormAction>([
  () => import('./actions-by-area/shell').then((module) => module.shellActions),
  () => import('./actions-by-area/account').then((module) => module.accountActions),
]);
