import type { FormValues } from './validation';
import type { SubmitResult } from '../sections/form/submit-result';
import type { RootStore } from '../stores/RootStore';
import { trackable } from './trackable';

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

/** Submit handlers by area, one file each under ./actions-by-area; they load with the first form. */
const areas: ReadonlyArray<() => Promise<ActionMap>> = [
  () => import('./actions-by-area/shell').then((module) => module.shellActions),
  () => import('./actions-by-area/account').then((module) => module.accountActions),
];

let loaded: Promise<ActionMap> | null = null;

/**
 * Submit handlers by the name forms use in `submit`. Add one per form as its API call
 * becomes available; a form naming a missing action renders a visible error instead.
 */
export function loadFormActions(): Promise<ActionMap> {
  loaded ??= trackable(Promise.all(areas.map((load) => load())).then((maps) => Object.assign({}, ...maps) as ActionMap));
  return loaded;
}
