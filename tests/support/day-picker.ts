// Tests choose a dynamic form's day the way a player does: its day, month and year selects.
import { fireEvent, within } from '@testing-library/react';

/** Chooses yyyy-MM-dd in the day picker inside `container` (a field's group). */
export function chooseDay(container: HTMLElement, day: string): void {
  const [year, month, date] = day.split('-').map(Number);
  const selects = within(container);
  fireEvent.change(selects.getByRole('combobox', { name: 'Day' }), { target: { value: String(date) } });
  fireEvent.change(selects.getByRole('combobox', { name: 'Month' }), { target: { value: String(month) } });
  fireEvent.change(selects.getByRole('combobox', { name: 'Year' }), { target: { value: String(year) } });
}
