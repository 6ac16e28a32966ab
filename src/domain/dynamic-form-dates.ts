/**
 * The days a dynamic form's date field takes (doc 3 §9): from today (the club's calendar) through the definition's
 * optional last day (`column.maxDate`). One rule for the portal's picker and validator and the server's
 * dynamicforms/save, so both refuse the same day with the same words.
 */

/** The days a date field offers: today and, when the definition gives a valid one not before today, its last day. */
export function dayBounds(today: string, maxDate: string | null | undefined): { min: string; max?: string } {
  const max = typeof maxDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(maxDate.slice(0, 10)) ? maxDate.slice(0, 10) : undefined;
  return max !== undefined && max >= today ? { min: today, max } : { min: today };
}

/** Why a chosen day is outside the field's days; undefined when inside. Days compare as yyyy-MM-dd text. */
export function dayOutOfBounds(day: string, bounds: { min?: string; max?: string }): 'dateTooEarly' | 'dateTooLate' | undefined {
  if (bounds.min !== undefined && day < bounds.min) return 'dateTooEarly';
  if (bounds.max !== undefined && day > bounds.max) return 'dateTooLate';
  return undefined;
}
