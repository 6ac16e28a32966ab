// The dynamic form's date picker (doc 3 §9): it starts at 8:00, is 24-hour unless the club's date format contains
// 'tt', and offers the days from today through an optional upper bound.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeRequest } from '../../../tests/support/test-root';
import { chooseDay } from '../../../tests/support/day-picker';

quietPageTests();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 23:30 in UTC is already the 21st in Madrid: "today" is the club's day.
  vi.setSystemTime(new Date('2026-05-20T23:30:00Z'));
});
afterEach(() => vi.useRealTimers());

const ACTIVITY = { id: 5, name: 'Summer camp', start: '2026-07-01T09:00:00Z', onlineSignUp: true };
const FORM: NonNullable<OperationAnswer<'getDynamicFormDefinition'>['model']> = {
  id: 3,
  name: 'Camp entry',
  fields: [
    { id: 1, name: 'arrival', label: 'Arrival', required: true, column: { inputType: 'Date' } },
    { id: 2, name: 'firstDay', label: 'First day', column: { inputType: 'DateNoTime', maxDate: '2026-06-30' } },
    { id: 3, name: 'pickUp', label: 'Pick-up time', column: { inputType: 'HourPicker' } },
  ],
};

async function openForm(dateFormat: string, saved: FakeRequest[] = []) {
  await renderApp({
    path: '/activity/5',
    loggedIn: true,
    settings: { Title: 'Club', TimeZone: 'Europe/Madrid', DateFormat: dateFormat },
    operations: {
      getActivityForCustomer: { ok: true, model: ACTIVITY, hasCustomSignUp: true, alreadyIn: false },
      listActivityCategories: { ok: true, model: [] },
      getDynamicFormDefinition: { ok: true, model: FORM },
      saveDynamicForm: (request: FakeRequest) => (saved.push(request), { ok: true, model: [] }),
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
  return within(await screen.findByRole('dialog', { name: 'Camp entry' }));
}

const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.textContent);

describe('the date picker of a dynamic form (doc 3 §9)', () => {
  it('starts the time at 8:00 once a day is chosen, and sends the day and time', async () => {
    const saved: FakeRequest[] = [];
    const dialog = await openForm('dd/MM/yyyy', saved);
    const arrival = within(dialog.getByRole('group', { name: /Arrival/ }));
    const hour = arrival.getByRole('combobox', { name: 'Hour' });
    expect((hour as HTMLSelectElement).disabled).toBe(true);
    chooseDay(dialog.getByRole('group', { name: /Arrival/ }), '2026-05-22');
    expect((hour as HTMLSelectElement).value).toBe('8');
    expect((arrival.getByRole('combobox', { name: 'Minutes' }) as HTMLSelectElement).value).toBe('0');
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0]!.body as FormData).get('Fields[0].value')).toBe('2026-05-22T08:00');
  });

  it("is a 24-hour clock when the club's date format has no 'tt'", async () => {
    const dialog = await openForm('dd/MM/yyyy HH:mm');
    const pickUp = within(dialog.getByRole('group', { name: 'Pick-up time' }));
    expect(options(pickUp.getByRole('combobox', { name: 'Hour' }))).toEqual(['--', ...Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'))]);
    expect(pickUp.queryByRole('combobox', { name: 'AM or PM' })).toBeNull();
  });

  it("offers 12, 1 … 11 and AM/PM with 'tt', a first choice filling the rest from 8:00", async () => {
    const saved: FakeRequest[] = [];
    const dialog = await openForm('M/d/yyyy h:mm tt', saved);
    chooseDay(dialog.getByRole('group', { name: /Arrival/ }), '2026-05-21');
    const pickUp = within(dialog.getByRole('group', { name: 'Pick-up time' }));
    expect(options(pickUp.getByRole('combobox', { name: 'Hour' }))).toEqual(['--', '12', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    fireEvent.change(pickUp.getByRole('combobox', { name: 'AM or PM' }), { target: { value: 'pm' } });
    expect((pickUp.getByRole('combobox', { name: 'Hour' }) as HTMLSelectElement).value).toBe('8');
    fireEvent.change(pickUp.getByRole('combobox', { name: 'Minutes' }), { target: { value: '30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect((saved[0]!.body as FormData).get('Fields[2].value')).toBe('20:30');
  });

  it("offers days from the club's today through the field's last day, and refuses one outside them", async () => {
    const saved: FakeRequest[] = [];
    const dialog = await openForm('dd/MM/yyyy', saved);
    const firstDay = dialog.getByRole('group', { name: 'First day' });
    // The years from today's through the last day's (two on without one); the rest is said by the checks below.
    expect(options(within(firstDay).getByRole('combobox', { name: 'Year' }))).toEqual(['--', '2026']);
    const arrival = dialog.getByRole('group', { name: /Arrival/ });
    expect(options(within(arrival).getByRole('combobox', { name: 'Year' }))).toEqual(['--', '2026', '2027', '2028']);

    chooseDay(arrival, '2026-05-20');
    chooseDay(firstDay, '2026-07-01');
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    expect(await dialog.findByText('Choose today or a later day')).toBeTruthy();
    expect(dialog.getByText('Choose an earlier day: this one is past the last day offered')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it("writes a day in the club's order — day, month, year in a dd/MM club; month first in an M/d one — never the browser's mm/dd/yyyy", async () => {
    const dayFirst = await openForm('dd/MM/yyyy');
    const parts = (group: HTMLElement) =>
      within(group)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('aria-label'));
    expect(parts(dayFirst.getByRole('group', { name: 'First day' }))).toEqual(['Day', 'Month', 'Year']);
    expect(options(within(dayFirst.getByRole('group', { name: 'First day' })).getByRole('combobox', { name: 'Month' }))).toEqual([
      '--',
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('puts the month first for a club whose format does', async () => {
    const monthFirst = await openForm('M/d/yyyy h:mm tt');
    const parts = within(monthFirst.getByRole('group', { name: 'First day' }))
      .getAllByRole('combobox')
      .map((select) => select.getAttribute('aria-label'));
    expect(parts).toEqual(['Month', 'Day', 'Year']);
  });

  it('sends nothing for a day that does not exist (31 June) and says the field needs one', async () => {
    const saved: FakeRequest[] = [];
    const dialog = await openForm('dd/MM/yyyy', saved);
    chooseDay(dialog.getByRole('group', { name: /Arrival/ }), '2026-06-31');
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    expect(await dialog.findByText('The field is required')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
