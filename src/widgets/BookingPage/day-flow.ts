import type { Resource, TimeSlot } from '../../booking/booking-rules';
import type { MatchChoice, Price, SlotChoice } from './booking-payload';
import type { PartChoice } from './day-parts';
import type { ResourceOption } from './ResourceOptionDialog';

// The booking page's day view as one pure model: where the player is between a slot and the checkout (doc 2 §2).
// Prices are read through queries, not kept here, so there is one source of them.

export type DayChoice = SlotChoice & { extras: ResourceOption[] };

/** The extra resources of each other type, offered one popup per type after the slot (doc 2 §2). */
type PendingOptions = ReadonlyArray<readonly [string, readonly Resource[]]>;

type DayStep =
  | { kind: 'browsing' }
  /** A slot chosen: its sheet opens once the prices of its durations are known (a failure keeps it closed). */
  | { kind: 'slot'; resource: Resource; slot: TimeSlot }
  /** Not signed in: the login popup opens, coming back to this day and duration. */
  | { kind: 'login'; duration: number }
  | { kind: 'match'; choice: DayChoice; pending: PendingOptions }
  | { kind: 'option'; choice: DayChoice; pending: PendingOptions }
  | { kind: 'checkout'; choice: DayChoice };

export interface DayFlow {
  /** The part of the day the player chose, kept from day to day; null until they choose one. */
  part: PartChoice | null;
  /** A start ("HH:mm") the player chose, kept from day to day; null for every start of the part. */
  time: string | null;
  step: DayStep;
  /** Counts the slots chosen: choosing again reads a failed price again. */
  attempt: number;
}

export type DayAction =
  | { type: 'part'; part: PartChoice }
  | { type: 'time'; time: string | null }
  | { type: 'day' }
  | { type: 'select'; resource: Resource; slot: TimeSlot }
  | { type: 'close' }
  | { type: 'pick'; duration: number; price: Price; loggedIn: boolean; isMatch: boolean; pending: PendingOptions }
  | { type: 'match'; match: MatchChoice }
  | { type: 'option'; option: ResourceOption | null };

const BROWSING: DayStep = { kind: 'browsing' };

export const startDay = (): DayFlow => ({ part: null, time: null, step: BROWSING, attempt: 0 });

/** After the slot and the match details: the next type's popup, else the checkout. */
function nextOption(choice: DayChoice, pending: PendingOptions): DayStep {
  return pending.length > 0 ? { kind: 'option', choice, pending } : { kind: 'checkout', choice };
}

export function dayFlow(flow: DayFlow, action: DayAction): DayFlow {
  const { step } = flow;
  switch (action.type) {
    case 'part':
      return { ...flow, part: action.part, time: null, step: BROWSING };
    case 'time':
      return { ...flow, time: action.time, step: BROWSING };
    case 'day':
    case 'close':
      return step.kind === 'browsing' ? flow : { ...flow, step: BROWSING };
    case 'select':
      return { ...flow, step: { kind: 'slot', resource: action.resource, slot: action.slot }, attempt: flow.attempt + 1 };
    case 'pick': {
      if (step.kind !== 'slot') return flow;
      if (!action.loggedIn) return { ...flow, step: { kind: 'login', duration: action.duration } };
      const choice: DayChoice = { resource: step.resource, slot: step.slot, duration: action.duration, price: action.price, extras: [] };
      return { ...flow, step: action.isMatch ? { kind: 'match', choice, pending: action.pending } : nextOption(choice, action.pending) };
    }
    case 'match':
      return step.kind === 'match' ? { ...flow, step: nextOption({ ...step.choice, match: action.match }, step.pending) } : flow;
    case 'option': {
      if (step.kind !== 'option') return flow;
      const extras = action.option ? [...step.choice.extras, action.option] : step.choice.extras;
      return { ...flow, step: nextOption({ ...step.choice, extras }, step.pending.slice(1)) };
    }
  }
}
