import type { HandlerMap } from './handler';
import { handlers as identity } from './identity';
import { handlers as settings } from './settings';

/** Every operation this server implements, by operationId; the rest answer 501. */
export const handlers: HandlerMap = {
  ...identity,
  ...settings,
};
