// /booking-results/{bookingId}: entering a match's result and its validation texts (doc 2 §2, §5, §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { components } from '../../generated/api';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeRequest, FakeOperations } from '../../../tests/support/test-root';

type Booking = components['schemas']['Booking'];
type Player = components['schemas']['Player'];

quietPageTests();

const INFO = 'getBookingInfo';
const SAVE = 'saveBookingResults';
const player = (id: number, name: string, team: 0 | 1, selected = false): Player => ({ id, customerId: id, name, team, isPlaceholder: false, selected });
const pastMatch = (overrides: Partial<Booking> = {}): Booking => ({
  id: 51,
  bookingTypeName: 'League match',
  concept: 'Match',
  dtStart: '2026-11-21T18:00:00.000Z',
  duration: 90,
  maxParticipants: 4,
  isPast: true,
  modifyLevel: true,
  results: null,
  players: [player(7, 'Ana', 0, true), player(2, 'Pedro', 0), player(3, 'Carlos', 1), player(4, 'Lucía', 1)],
  ...overrides,
});

async function results(operations: FakeOperations = {}) {
  await renderApp({ path: '/booking-results/51', loggedIn: true, operations: { [INFO]: { ok: true, model: { booking: pastMatch() } }, ...operations } });
  const main = within(screen.getByRole('main'));
  await main.findByRole('table');
  const cell = (team: number, set: number) => main.getByRole('textbox', { name: `Team ${team}, set ${set}` });
  const type = (team: number, values: string[]) => values.forEach((value, index) => fireEvent.change(cell(team, index + 1), { target: { value } }));
  return { main, cell, type };
}

describe('entering a result (doc 2 §2, §5)', () => {
  it('shows the two-team grid of 3 sets with the players of each team', async () => {
    const { main } = await results();
    expect(main.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Set 1', 'Set 2', 'Set 3']);
    expect(main.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Team 1Ana / Pedro', 'Team 2Carlos / Lucía']);
    expect(main.getAllByRole('textbox')).toHaveLength(6);
  });

  it('saves a 3-set result as integers and says the levels were updated', async () => {
    const saves: FakeRequest[] = [];
    const { main, type } = await results({ [SAVE]: (request: FakeRequest) => (saves.push(request), { ok: true, errorMsg: null, data: { team1: [6, 4, 6], team2: [3, 6, 2] } }) });
    type(1, ['6', '4', '6']);
    type(2, ['3', '6', '2']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    expect((await main.findByRole('status')).textContent).toBe('Result saved: the levels have been updated.');
    expect(saves.map((save) => save.body)).toEqual([{ bookingId: 51, team1: [6, 4, 6], team2: [3, 6, 2] }]);
    expect(main.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says Please fill at least one result when a team has no score, and sends nothing', async () => {
    const save = vi.fn((): OperationAnswer<typeof SAVE> => ({ ok: true }));
    const { main, type } = await results({ [SAVE]: save });
    type(1, ['6']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    expect((await main.findByRole('alert')).textContent).toBe('Please fill at least one result');
    expect(save).not.toHaveBeenCalled();
  });

  it('parses the values as integers and skips empty boxes instead of sending them as 0 (doc 2 §5)', async () => {
    const saves: FakeRequest[] = [];
    const { main, type } = await results({ [SAVE]: (request: FakeRequest) => (saves.push(request), { ok: true, errorMsg: null }) });
    type(1, ['6.5', '', '6']);
    type(2, ['3', '', '2']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    await main.findByRole('status');
    expect(saves.map((save) => save.body)).toEqual([{ bookingId: 51, team1: [6, 6], team2: [3, 2] }]);
  });

  it('refuses a set filled for one team only before sending, as the server would (issue 37, item 20)', async () => {
    const save = vi.fn((): OperationAnswer<typeof SAVE> => ({ ok: true }));
    const { main, type } = await results({ [SAVE]: save });
    type(1, ['6', '4', '6']);
    type(2, ['3', '', '2']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    expect((await main.findByRole('alert')).textContent).toBe('Enter the games of both teams for every set');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a single 0-0 set before sending: no set was played (issue 37, item 20)', async () => {
    const save = vi.fn((): OperationAnswer<typeof SAVE> => ({ ok: true }));
    const { main, type } = await results({ [SAVE]: save });
    type(1, ['0']);
    type(2, ['0']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    expect((await main.findByRole('alert')).textContent).toBe('Please fill at least one result');
    expect(save).not.toHaveBeenCalled();
  });

  it('reads a box without a number as empty', async () => {
    const saves: FakeRequest[] = [];
    const { main, type } = await results({ [SAVE]: (request: FakeRequest) => (saves.push(request), { ok: true, errorMsg: null }) });
    type(1, ['6', '', 'x']);
    type(2, ['4', '', '']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    await main.findByRole('status');
    expect(saves.map((save) => save.body)).toEqual([{ bookingId: 51, team1: [6], team2: [4] }]);
  });

  it('needs at least 3 sets per team in a five-set match (Please fill at least 3 sets)', async () => {
    const { main, type } = await results({ [SAVE]: { ok: true, errorMsg: null } });
    fireEvent.change(main.getByRole('combobox', { name: /Sets/ }), { target: { value: '5' } });
    expect(main.getAllByRole('columnheader')).toHaveLength(5);
    type(1, ['6', '6']);
    type(2, ['3', '2']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    expect((await main.findByRole('alert')).textContent).toBe('Please fill at least 3 sets');
    type(1, ['6', '6', '4']);
    type(2, ['3', '2', '6']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    expect(await main.findByRole('status')).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    const { main, type } = await results({ [SAVE]: { ok: false, errorMsg: 'The result of this match has already been entered' } });
    type(1, ['6']);
    type(2, ['3']);
    fireEvent.click(main.getByRole('button', { name: 'Save' }));
    expect((await main.findByRole('alert')).textContent).toBe('The result of this match has already been entered');
  });

  it('shows a stored result read-only, and no Save', async () => {
    const { main } = await results({ [INFO]: { ok: true, model: { booking: pastMatch({ results: { nSets: 3, team1: [6, 4, 6], team2: [3, 6, 2] } }) } } });
    expect(main.queryByRole('textbox')).toBeNull();
    expect(main.queryByRole('button', { name: 'Save' })).toBeNull();
    const scores = main
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(scores).toEqual([
      ['6', '4', '6'],
      ['3', '6', '2'],
    ]);
  });

  it('lets only a player of the booking enter the result', async () => {
    const { main } = await results({ [INFO]: { ok: true, model: { booking: pastMatch({ players: [player(2, 'Pedro', 0), player(3, 'Carlos', 1)] }) } } });
    expect(main.queryByRole('textbox')).toBeNull();
    expect(main.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('sends a booking that is not past to its join page', async () => {
    await renderApp({ path: '/booking-results/51', loggedIn: true, operations: { [INFO]: { ok: true, model: { booking: pastMatch({ isPast: false }) } } } });
    await waitFor(() => expect(window.location.pathname).toBe('/booking-join/51'));
  });

  it('sends a visitor to log in, coming back to these results', async () => {
    const info = vi.fn((): OperationAnswer<typeof INFO> => ({ ok: true, model: { booking: pastMatch() } }));
    const { root } = await renderApp({ path: '/booking-results/51', loggedIn: false, operations: { [INFO]: info } });
    await waitFor(() => expect(root.ui.loginOpen).toBe(true));
    expect(root.ui.loginReturnPath).toBe('/booking-results/51');
    expect(screen.queryByRole('table')).toBeNull();
    expect(info).not.toHaveBeenCalled();
  });

  it('goes to the booking types without a booking id, or with one that is not a number', async () => {
    for (const path of ['/booking-results', '/booking-results/abc']) {
      await renderApp({ path, loggedIn: true, operations: { listBookingTypes: { ok: true, model: [] } } });
      await waitFor(() => expect(window.location.pathname).toBe('/bookingtypes'));
    }
  });

  it('shows the crash text for an answer without the booking (doc 2 §7)', async () => {
    // Outside the contract (which always has the booking): a raw answer.
    await renderApp({ path: '/booking-results/51', loggedIn: true, operations: { [INFO]: Response.json({ ok: true, model: { booking: null } }) } });
    expect(await within(screen.getByRole('main')).findByText('Oops! Technical problems. Please try again in a few minutes.')).toBeTruthy();
  });
});
