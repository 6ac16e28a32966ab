import { resolvePath } from './data-path';
import type { Condition, MenuEntry } from '../generated/schemas/manifest';
import { MOBILE_BREAKPOINT_PX } from '../domain/breakpoints';
import type { ConditionContext } from '../stores/condition-context';

export type { ConditionContext } from '../stores/condition-context';

function isTruthySetting(value: unknown): boolean {
  if (typeof value === 'string') return value !== '' && value.toLowerCase() !== 'false' && value !== '0';
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

/** Data is "there" unless missing, empty, false or zero: a zero discount is no discount. */
function isPresent(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined && value !== false && value !== 0;
}

export function evaluateCondition(condition: Condition | undefined, context: ConditionContext): boolean {
  if (condition === undefined) return true;
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, context));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, context));
  if ('not' in condition) return !evaluateCondition(condition.not, context);
  if ('setting' in condition) {
    const value = context.settings[condition.setting];
    return condition.equals === undefined ? isTruthySetting(value) : value === condition.equals;
  }
  if ('loggedIn' in condition) return context.loggedIn === condition.loggedIn;
  if ('staff' in condition) return (context.staff ?? false) === condition.staff;
  if ('bookingTypeConcept' in condition) return context.bookingTypeConcepts.includes(condition.bookingTypeConcept);
  if ('exists' in condition) return (context.counts[condition.exists] ?? 0) > 0;
  if ('viewport' in condition) {
    const mobile = context.viewportWidth < MOBILE_BREAKPOINT_PX;
    return condition.viewport === 'mobile' ? mobile : !mobile;
  }
  if ('widthBelow' in condition) return context.viewportWidth < condition.widthBelow;
  if ('path' in condition) return context.path === condition.path;
  if ('scrollAtMost' in condition) return context.scrollY <= condition.scrollAtMost;
  if ('query' in condition) return (context.query[condition.query] ?? '').trim() !== '';
  if ('field' in condition) {
    const value = resolvePath(context.scope, condition.field);
    return condition.equals === undefined ? isPresent(value) : value === condition.equals;
  }
  return unknownCondition(condition);
}

// Manifests are validated against the schema in tests, so an unknown shape here means a
// schema/engine mismatch: hide the thing rather than show it to the wrong people.
function unknownCondition(condition: never): false {
  console.error('Unknown condition', condition);
  return false;
}

/** Header and footer entries whose conditions hold, with their sub-menus filtered too. */
export function visibleEntries(entries: readonly MenuEntry[], context: ConditionContext): MenuEntry[] {
  return entries
    .filter((entry) => evaluateCondition(entry.when, context))
    .map((entry) => (entry.children ? { ...entry, children: visibleEntries(entry.children, context) } : entry));
}
