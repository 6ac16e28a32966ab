// /activity/{id} (doc 2 §2): the activity, Sign Up only when onlineSignUp, "Already In!", Share, and the sign-up
// flow's branches (login first, a direct inscription, the form popup, sales to the cart and /checkout).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { loginRecord, type FakeRequest, type FakeOperations } from '../../../tests/support/test-root';

quietPageTests();
afterEach(() => vi.useRealTimers());

const OPEN_DAY = {
  id: 5,
  name: 'Open Day',
  poster: null,
  start: '2026-06-01T09:00:00Z',
  end: '2026-06-01T13:00:00Z' as string | null,
  description: '<p>Try padel for free.</p><script>window.hacked = true</script>',
  onlineSignUp: true,
  partnerInscription: false,
};
type Activity = OperationAnswer<'getActivity'>['model'] & typeof OPEN_DAY;

const INSCRIPTION = 'signUpActivity';
const NO_FORM: OperationAnswer<'getDynamicFormDefinition'> = { ok: true, model: { id: null, name: null, legalChecks: false, fields: [] } };
const DONE: OperationAnswer<typeof INSCRIPTION> = { ok: true, model: [{ saleNumber: null, ctk: null, description: 'Open Day', sale: null }] };
const SALE = { id: 88, saleNumber: 'S0000088', title: 'Summer Camp', description: 'Summer Camp - Ages 5–8', total: 120, pending: 120, cancelUrl: null };

/** The activity's reads, for a visitor and for customer 7, and its (empty) form and categories. */
function activityRoutes(activity: Partial<Activity> = {}, extra: FakeOperations = {}, alreadyIn = false): FakeOperations {
  const model = { ...OPEN_DAY, ...activity };
  return {
    getActivity: { ok: true, model, hasCustomSignUp: false, alreadyIn: false },
    getActivityForCustomer: { ok: true, model, hasCustomSignUp: false, alreadyIn },
    listActivityCategories: { ok: true, model: [] },
    getDynamicFormDefinition: NO_FORM,
    ...extra,
  };
}

async function activityPage(operations: FakeOperations, loggedIn = true) {
  const app = await renderApp({ path: '/activity/5', loggedIn, operations });
  const main = within(screen.getByRole('main'));
  await main.findByRole('heading', { name: 'Open Day' });
  return { ...app, main };
}

const calls = (fetch: { calls: FakeRequest[] }, path: string) => fetch.calls.filter((call) => call.path === path);

describe('the activity page', () => {
  it('shows the name, dates and sanitized description, with Sign Up and Share', async () => {
    const { main } = await activityPage(activityRoutes(), false);
    expect(main.getByText('Try padel for free.')).toBeTruthy();
    expect(document.querySelector('.activity-page__description script')).toBeNull();
    // Start and end, within one day: the day once (in the one format), both times.
    expect(main.getByText('Dates').nextElementSibling?.textContent).toMatch(/^Mon\b.*\b1 · 09:00–13:00$/);
    expect(main.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(main.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('offers no Sign Up when the activity takes no online sign-ups', async () => {
    const { main } = await activityPage(activityRoutes({ onlineSignUp: false, end: null }));
    expect(main.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    // No end date: the start alone.
    expect(main.getByText('Dates').nextElementSibling?.textContent).toMatch(/^Mon\b.*\b1 · 09:00$/);
    expect(main.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('reads "Already In!" as a badge for a customer already in, not a button, with a quiet Leave beside it', async () => {
    const { main, fetch } = await activityPage(activityRoutes({}, {}, true));
    expect(main.getByText('Already In!').closest('.cz-badge')).not.toBeNull();
    expect(main.queryByRole('button', { name: 'Already In!' })).toBeNull();
    expect(main.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    const leave = main.getByRole('button', { name: 'Leave' });
    expect(leave.className).toContain('quiet');
    expect(leave.className).not.toContain('primary');
    expect(calls(fetch, '/api/publicactivities/inscription')).toEqual([]);
  });

  it('takes the player off with Leave: Sign Up again, and what happened said', async () => {
    let alreadyIn = true;
    const { main, fetch } = await activityPage(
      activityRoutes(
        {},
        {
          getActivityForCustomer: () => ({ ok: true, model: OPEN_DAY, hasCustomSignUp: false, alreadyIn }),
          leaveActivity: () => ((alreadyIn = false), { ok: true }),
        },
      ),
    );
    fireEvent.click(main.getByRole('button', { name: 'Leave' }));
    expect((await main.findByRole('status')).textContent).toBe('You have left this activity');
    expect(calls(fetch, '/api/publicactivities/leave').map((call) => call.body)).toEqual([{ id: 5, customerId: 7 }]);
    expect(await main.findByRole('button', { name: 'Sign Up' })).toBeTruthy();
  });

  it("says the server's refusal to let a paid place go", async () => {
    const refusal = 'You have paid for this activity: please ask the club to take you off it';
    const { main } = await activityPage(activityRoutes({}, { leaveActivity: { ok: false, errorMsg: refusal } }, true));
    fireEvent.click(main.getByRole('button', { name: 'Leave' }));
    expect((await main.findByRole('alert')).textContent).toBe(refusal);
    expect(main.getByText('Already In!')).toBeTruthy();
  });

  it('shows up front what it costs, how many places are left, where and for which levels, each section under a heading', async () => {
    const { main } = await activityPage(
      activityRoutes({ grossPrice: 20, netPrice: 16.53, maxPlaces: 128, placesLeft: 3, place: 'Centre court', minLevel: 2.5, maxLevel: 6 }),
      false,
    );
    const details = main.getByRole('region', { name: 'Details' });
    const fact = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(fact('Price')).toMatch(/20[.,]00/);
    expect(fact('Places')).toBe('3 places left');
    expect(fact('Place')).toBe('Centre court');
    expect(fact('Level')).toBe('2.5–6.0');
    expect(main.getByRole('region', { name: 'About this activity' }).textContent).toContain('Try padel for free.');
    // Every section of the page has a heading (issue 37 item 24).
    for (const section of document.querySelectorAll('main section')) expect(section.querySelector('h2, h3'), section.className).not.toBeNull();
  });

  it('says Free for an activity without a price and Full when no place is left', async () => {
    const { main } = await activityPage(activityRoutes({ grossPrice: null, netPrice: null, maxPlaces: 60, placesLeft: 0 }), false);
    const details = main.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Free')).toBeTruthy();
    expect(within(details).getByText('Full')).toBeTruthy();
  });

  it('copies the link with Share and says Copied for 2 seconds', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { main } = await activityPage(activityRoutes(), false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => fireEvent.click(main.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/activity/5`);
    expect(main.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(main.queryByText('Copied')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(main.queryByText('Copied')).toBeNull();
  });

  it('opens the share sheet of a phone with the activity’s link instead, and copies nothing', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia?.(query), matches: query === '(pointer: coarse)', media: query })) as typeof window.matchMedia;
    try {
      const { main } = await activityPage(activityRoutes(), false);
      await act(async () => fireEvent.click(main.getByRole('button', { name: 'Share' })));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/activity/5` }));
      expect(writeText).not.toHaveBeenCalled();
      expect(main.queryByText('Copied')).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
      Reflect.deleteProperty(navigator, 'share');
    }
  });
});

describe('signing up', () => {
  it('asks a visitor to log in or register, and goes on with the sign-up by itself after the login', async () => {
    const { main, fetch, root } = await activityPage(activityRoutes({}, { loginCustomer: { ok: true, model: loginRecord() }, [INSCRIPTION]: DONE }), false);
    fireEvent.click(main.getByRole('button', { name: 'Sign Up' }));
    const login = within(await screen.findByRole('dialog', { name: 'Login' }));
    expect(login.getByRole('button', { name: /Register/ })).toBeTruthy();
    expect(calls(fetch, '/api/publicactivities/inscription')).toEqual([]);

    fireEvent.change(await login.findByLabelText('Email'), { target: { value: 'ana@demo.club' } });
    fireEvent.change(login.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(login.getByRole('button', { name: 'Login' }));

    expect(await main.findByText('Sign Up Done')).toBeTruthy();
    expect(root.session.loggedIn).toBe(true);
    expect(calls(fetch, '/api/publicactivities/inscription').map((call) => call.body)).toEqual([{ id: 5, customerId: 7 }]);
    // Back on the activity, the return query gone.
    expect(window.location.pathname).toBe('/activity/5');
    expect(window.location.search).toBe('');
  });

  it('posts the inscription directly when there is no form, no partner and no categories, then shows Sign Up Done', async () => {
    let alreadyIn = false;
    const { main, fetch } = await activityPage(
      activityRoutes(
        {},
        {
          getActivityForCustomer: () => ({ ok: true, model: OPEN_DAY, hasCustomSignUp: false, alreadyIn }),
          [INSCRIPTION]: () => ((alreadyIn = true), DONE),
        },
      ),
    );
    fireEvent.click(main.getByRole('button', { name: 'Sign Up' }));
    expect((await main.findByRole('status')).textContent).toBe('Sign Up Done');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetch, '/api/publicactivities/inscription').map((call) => call.body)).toEqual([{ id: 5, customerId: 7 }]);
    // The activity is read again: the customer is in now.
    expect(await main.findByText('Already In!')).toBeTruthy();
  });

  it("shows the server's refusal of a direct inscription", async () => {
    const { main } = await activityPage(activityRoutes({}, { [INSCRIPTION]: { ok: false, errorMsg: 'Sorry, this activity is full' } }));
    fireEvent.click(main.getByRole('button', { name: 'Sign Up' }));
    expect((await main.findByRole('alert')).textContent).toBe('Sorry, this activity is full');
  });

  it.each<[string, Partial<Activity>, FakeOperations]>([
    [
      'a form of its own',
      {},
      {
        getDynamicFormDefinition: {
          ok: true,
          model: { id: 2, name: 'Open Day form', fields: [{ id: 1, name: 'notes', label: 'Notes', column: { inputType: 'Text' } }] },
        },
      },
    ],
    ['a partner to name', { partnerInscription: true }, {}],
    ['categories to choose from', {}, { listActivityCategories: { ok: true, model: [{ id: 3, name: 'Beginners' }] } }],
  ])('opens the form popup instead for an activity with %s', async (_what, activity, operations) => {
    const { main, fetch } = await activityPage(activityRoutes(activity, operations));
    fireEvent.click(main.getByRole('button', { name: 'Sign Up' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(calls(fetch, '/api/publicactivities/inscription')).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(main.queryByText('Sign Up Done')).toBeNull();
  });

  it('puts the sales of the results in the cart and goes to /checkout', async () => {
    const { main, root } = await activityPage(
      activityRoutes({}, { [INSCRIPTION]: { ok: true, model: [{ saleNumber: 'S0000088', ctk: 'c', description: SALE.description, sale: SALE }] } }),
    );
    fireEvent.click(main.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(window.location.pathname).toBe('/checkout'));
    expect(root.cart.sales.map((line) => [line.id, line.saleNumber, line.pending])).toEqual([[88, 'S0000088', 120]]);
  });
});

describe("a named partner's mailed link", () => {
  async function partnerLink(operations: FakeOperations) {
    const app = await renderApp({ path: '/activity/5?partnerToken=tok-1', loggedIn: true, operations });
    return { ...app, main: within(screen.getByRole('main')) };
  }

  it('confirms the place once, says so and shows the partner Already In!', async () => {
    let alreadyIn = false;
    const { main, fetch } = await partnerLink(
      activityRoutes(
        {},
        { getActivityForCustomer: () => ({ ok: true, model: OPEN_DAY, hasCustomSignUp: false, alreadyIn }), confirmActivityPartner: () => ((alreadyIn = true), { ok: true }) },
      ),
    );
    expect((await main.findByRole('status')).textContent).toBe('Your place is confirmed. See you there!');
    expect(await main.findByText('Already In!')).toBeTruthy();
    expect(calls(fetch, '/api/publicactivities/partner-confirm').map((call) => call.body)).toEqual([{ token: 'tok-1' }]);
  });

  it("says the server's refusal of a used link, and Sign Up clears it", async () => {
    const { main } = await partnerLink(activityRoutes({}, { confirmActivityPartner: { ok: false, errorMsg: 'This link has already been used' }, [INSCRIPTION]: DONE }));
    expect((await main.findByRole('alert')).textContent).toBe('This link has already been used');
    fireEvent.click(main.getByRole('button', { name: 'Sign Up' }));
    expect((await main.findByRole('status')).textContent).toBe('Sign Up Done');
    expect(main.queryByRole('alert')).toBeNull();
  });
});
