// The answer helpers live in src/api/answers.ts; the data sources and actions keep importing them from here too.
export { bareAnswer, modelAnswer, okAnswer } from '../../api/answers';
import { CRASH, MessageError } from '../../i18n/message';
import type { RootStore } from '../../stores/RootStore';

/** The logged-in customer's id; the pages asking for it are behind the login guard. */
export function customerIdOf(root: RootStore): number {
  const id = root.session.customerId;
  if (id === null) throw new MessageError(CRASH);
  return id;
}

/** A route parameter that must be a whole number, e.g. an order or training id. */
export function numericParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id)) throw new MessageError(CRASH);
  return id;
}
