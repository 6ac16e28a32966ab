import type { SubmitResult } from './submit-result';

/**
 * Fields another widget draws inside a manifest form, saved by the form's one Save (the account's custom fields
 * under the personal data: one Save per tab). Every form keeps an empty slot element before its Save; a companion
 * finds the slot of the form beside it, draws its inputs there (a portal) and registers how it saves. The form, once
 * its own save went through, saves its companions from the record that save left (`saved`) and reports the first
 * refusal.
 */
const savers = new WeakMap<Element, Set<Companion>>();

/** A companion's save, given the record the form's own save left (undefined when it gave none). */
type Companion = (saved: unknown) => Promise<SubmitResult>;

export const COMPANION_SLOT_ATTRIBUTE = 'data-form-companions';

/** Registers a companion's save on a form's slot; returns the unregistration. */
export function addCompanion(slot: Element, save: Companion): () => void {
  const set = savers.get(slot) ?? new Set();
  set.add(save);
  savers.set(slot, set);
  return () => set.delete(save);
}

/** The slot of the form in the same tab panel (or section) as `element`, if any. */
export function slotNear(element: Element): Element | null {
  const container = element.closest('[role="tabpanel"]') ?? element.closest('section');
  return container?.querySelector(`[${COMPANION_SLOT_ATTRIBUTE}]`) ?? null;
}

/** Saves the companions of a form; the first refusal, or ok. */
export async function saveCompanions(slot: Element | null, saved: unknown): Promise<SubmitResult> {
  for (const save of slot ? [...(savers.get(slot) ?? [])] : []) {
    const result = await save(saved);
    if (!result.ok) return result;
  }
  return { ok: true };
}
