import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';
import { matchPlayers, type MatchPlayer } from '../../testing/match-players';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
let server: TestApp;
let ana: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
});
afterAll(() => server?.close());

const db = () => server.app.db;
const bookingId = async (title: string) => (await db().selectFrom('bookings').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

interface PlayerView {
  id: number;
  customerId: number;
  team: number;
  isPlaceholder: boolean;
}
// Asked as Ana: her league match, no longer open to joining, is private to its players (the others are open).
const playersOf = async (id: number): Promise<PlayerView[]> => (await inject('GET', `/api/publicbookings/info/${id}`, ana.headers)).json().model.booking.players;
/** Customer ids per team (free places as -1), sorted. */
const teams = async (id: number) => {
  const players = await playersOf(id);
  const team = (number: number) =>
    players
      .filter((player) => player.team === number)
      .map((player) => (player.isPlaceholder ? -1 : player.customerId))
      .sort((a, b) => a - b);
  return [team(0), team(1)];
};
const playerRowOf = async (id: number, customerId: number) => (await playersOf(id)).find((player) => player.customerId === customerId)!.id;

describe('save-results', () => {
  const save = (headers: Record<string, string>, team1: number[], team2: number[], id: number, language?: string) =>
    inject('POST', '/api/publicbookings/save-results', { ...headers, ...(language ? { 'accept-language': language } : {}) }, { bookingId: id, team1, team2 });

  it('refuses a five-set result with fewer than 3 played sets and any result without one, naming the problem', async () => {
    const id = await bookingId('League match · Padel 2');
    const fiveSets = await save(ana.headers, [6, 6, 0, 0, 0], [3, 2, 0, 0, 0], id);
    expectConformingAnswer('saveBookingResults', fiveSets);
    expect(fiveSets.json()).toEqual({ ok: false, errorMsg: 'Please fill at least 3 sets' });
    expect((await save(ana.headers, [6, 6, 0, 0, 0], [3, 2, 0, 0, 0], id, 'es-ES')).json().errorMsg).toBe('Por favor, rellena al menos 3 sets');
    expect((await save(ana.headers, [0, 0, 0], [0, 0, 0], id)).json()).toEqual({ ok: false, errorMsg: 'Please fill at least one result' });
    expect((await save(ana.headers, [0], [0], id, 'fr-FR')).json().errorMsg).toBe('Veuillez remplir au moins un résultat');
    expect((await save(ana.headers, [6, 4], [3], id)).json().errorMsg).toBe('Enter the games of both teams for every set');
    // Nothing was stored by the refusals.
    const stored = await db().selectFrom('bookings').select('results').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.results?.team1 ?? []).toEqual([]);
  });

  it('saves a five-set result with 3 played sets, keeping only the sets played', async () => {
    const id = await bookingId('League match · Padel 2');
    const saved = await save(ana.headers, [6, 4, 6, 0, 0], [3, 6, 2, 0, 0], id);
    expectConformingAnswer('saveBookingResults', saved);
    expect(saved.json()).toEqual({ ok: true, errorMsg: null, data: { team1: [6, 4, 6], team2: [3, 6, 2] } });
    const stored = await db().selectFrom('bookings').select('results').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.results).toEqual({ nSets: 3, team1: [6, 4, 6], team2: [3, 6, 2] });
    const comments = await db().selectFrom('levels').select('comments').where('parent_booking_id', '=', id).where('customer_id', '=', ana.customerId).executeTakeFirstOrThrow();
    expect(comments.comments).toBe('6-3 4-6 6-2');
  });
});

describe('update-team', () => {
  const move = (player: { headers: Record<string, string> }, id: number, team: number, language?: string) =>
    inject('PUT', '/api/publicbookings/update-team', { ...player.headers, ...(language ? { 'accept-language': language } : {}) }, { id, team });
  const join = (player: MatchPlayer, id: number, team: number) => inject('POST', `/api/publicbookings/byplace-prebook-place/${player.id}/${id}/5`, player.headers, { team });

  let match: number;
  let lucia: MatchPlayer;
  let p1: MatchPlayer;
  let p2: MatchPlayer;
  let outsider: MatchPlayer;

  beforeAll(async () => {
    // Lucía's friendly match: Lucía on team 2, two free places on team 1 and one on team 2.
    match = await bookingId('Friendly match · Padel 4');
    const owner = await db().selectFrom('customers').select(['id', 'session_version']).where('email', '=', 'lucia.gomez@demo.club').executeTakeFirstOrThrow();
    lucia = {
      id: owner.id,
      headers: { authorization: `Bearer ${(await server.app.tokens.issue({ customerId: owner.id, actorId: owner.id, sessionVersion: owner.session_version })).token}` },
    };
    [p1, p2, outsider] = (await matchPlayers(server, 3, 'mover', 3)) as [MatchPlayer, MatchPlayer, MatchPlayer];
    expect((await join(p1, match, 1)).json().ok).toBe(true);
    expect((await join(p2, match, 0)).json().ok).toBe(true);
    expect(await teams(match)).toEqual([[-1, p2.id], [lucia.id, p1.id].sort((a, b) => a - b)]);
  });

  it('moves a player to the other team when it has a free place, the free place going the other way', async () => {
    const moved = await move(p1, await playerRowOf(match, p1.id), 0);
    expectConformingAnswer('updateBookingTeam', moved);
    expect(moved.json()).toEqual({ ok: true, errorMsg: null });
    expect(await teams(match)).toEqual([[p1.id, p2.id].sort((a, b) => a - b), [-1, lucia.id]]);
    // Already on that team: nothing to do.
    expect((await move(p1, await playerRowOf(match, p1.id), 0)).json()).toEqual({ ok: true, errorMsg: null });
    expect(await teams(match)).toEqual([[p1.id, p2.id].sort((a, b) => a - b), [-1, lucia.id]]);
  });

  it("lets the booking's owner move another player", async () => {
    const moved = await move(lucia, await playerRowOf(match, p2.id), 1);
    expect(moved.json()).toEqual({ ok: true, errorMsg: null });
    expect(await teams(match)).toEqual([[-1, p1.id], [lucia.id, p2.id].sort((a, b) => a - b)]);
  });

  it('refuses a full team, naming it', async () => {
    const refused = await move(p1, await playerRowOf(match, p1.id), 1);
    expectConformingAnswer('updateBookingTeam', refused);
    expect(refused.json()).toEqual({ ok: false, errorMsg: 'Team 2 is full: choose the other team' });
    expect((await move(p1, await playerRowOf(match, p1.id), 1, 'es-ES')).json().errorMsg).toBe('El equipo 2 está completo: elige el otro');
    expect(await teams(match)).toEqual([[-1, p1.id], [lucia.id, p2.id].sort((a, b) => a - b)]);
  });

  it('refuses a caller who is not in the booking, and a player moving someone else', async () => {
    const p1Row = await playerRowOf(match, p1.id);
    expect((await move(outsider, p1Row, 0)).json()).toEqual({ ok: false, errorMsg: 'Only a player of this booking can do this' });
    expect((await move(empty, p1Row, 0)).json()).toEqual({ ok: false, errorMsg: 'Only a player of this booking can do this' });
    const notYours = await move(p2, p1Row, 0);
    expectConformingAnswer('updateBookingTeam', notYours);
    expect(notYours.json()).toEqual({ ok: false, errorMsg: "Only the player or the booking's owner can change this player's team" });
    expect((await move(p2, p1Row, 0, 'it-IT')).json().errorMsg).toBe('Solo il giocatore stesso o il titolare della prenotazione può cambiarlo di squadra');
    expect(await teams(match)).toEqual([[-1, p1.id], [lucia.id, p2.id].sort((a, b) => a - b)]);
  });

  it('needs a login, a player (not a free place), a team and a match not started yet', async () => {
    const p1Row = await playerRowOf(match, p1.id);
    const anonymous = await inject('PUT', '/api/publicbookings/update-team', {}, { id: p1Row, team: 0 });
    expectConformingAnswer('updateBookingTeam', anonymous);
    expect(anonymous.statusCode).toBe(401);
    const free = (await playersOf(match)).find((player) => player.isPlaceholder)!.id;
    const placeholder = await move(lucia, free, 1);
    expectConformingAnswer('updateBookingTeam', placeholder);
    expect(placeholder.statusCode).toBe(404);
    expect((await move(lucia, 99_999_999, 1)).statusCode).toBe(404);
    expect((await move(p1, p1Row, -1)).json()).toEqual({ ok: false, errorMsg: 'Teams are chosen only in a match' });
    // Ana's match of two days ago has started.
    const past = await bookingId('League match · Padel 2');
    expect((await move(ana, await playerRowOf(past, ana.customerId), 1)).json()).toEqual({ ok: false, errorMsg: 'This booking has already started: it can no longer be joined' });
  });

  it('takes back a lapsed hold before counting the places of the team', async () => {
    // p1 has paid their share; p2's unpaid share runs out: their place on team 2 is free again, so p1 may move there.
    await db().updateTable('sales').set({ status: 'Paid' }).where('customer_id', '=', p1.id).execute();
    server.app.clock.pin(new Date(Date.now() + 16 * 60_000));
    try {
      const moved = await move(p1, await playerRowOf(match, p1.id), 1);
      expect(moved.json()).toEqual({ ok: true, errorMsg: null });
      expect(await teams(match)).toEqual([[-1, -1], [lucia.id, p1.id].sort((a, b) => a - b)]);
    } finally {
      server.app.clock.unpin();
    }
  });
});
