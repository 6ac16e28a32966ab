// The sign-up form popup as the user sees it (doc 2 §2, §5): the server's field errors on their fields, and
// no saving while any error stands.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import type { FakeRequest, FakeOperations } from '../../../tests/support/test-root';
import { chooseDay } from '../../../tests/support/day-picker';

type FormDefinition = NonNullable<OperationAnswer<'getDynamicFormDefinition'>['model']>;

quietPageTests();

// Date fields take days from the club's today on (doc 3 §9): the clock is pinned before the activity's day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-20T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const ACTIVITY = {
  id: 5,
  name: 'Club Championship',
  poster: null,
  start: '2026-06-01T09:00:00Z',
  end: null,
  description: '<p>Pairs, all levels.</p>',
  onlineSignUp: true,
  partnerInscription: true,
};

const FORM: FormDefinition = {
  id: 3,
  name: 'Championship entry',
  legalChecks: true,
  fields: [
    { id: 1, name: 'intro', label: 'Before you start', value: 'Bring your own balls.', column: { inputType: 'Label' } },
    { id: 2, name: 'teamName', label: 'Team name', required: true, column: { inputType: 'Text' } },
    { id: 3, name: 'firstDay', label: 'First available day', required: true, column: { inputType: 'DateNoTime' } },
    { id: 4, name: 'shirtSize', label: 'Shirt size', required: true, column: { inputType: 'Picklist', pickListValues: 'S,M,L' } },
    { id: 5, name: 'playedBefore', label: 'Played before', column: { inputType: 'CheckBox' } },
    { id: 6, name: 'contactEmail', label: 'Contact e-mail', column: { inputType: 'Email' } },
    { id: 7, name: 'certificate', label: 'Medical certificate', isFile: true, column: { inputType: 'FileLoader' } },
    { id: 8, name: 'venue', label: 'Preferred venue', column: { inputType: 'Lookup', lookupController: 'venues' } },
  ],
};

const SAVE = 'saveDynamicForm';

/** The server refusing every answer of the form on its field (a stale pick list, a date now past...). */
const REFUSAL: OperationAnswer<typeof SAVE> = {
  ok: false,
  errorMsg: 'Enter a valid date',
  model: {
    teamName: 'The text is too long',
    firstDay: 'Enter a valid date',
    shirtSize: 'Choose one of the options',
    playedBefore: 'Tick the box or leave it empty',
    contactEmail: 'Enter a valid e-mail address',
    certificate: 'Only images, pdf, doc, docx, txt and xlsx files are accepted',
    partnerCustomerId: 'Choose one of the options',
    activityCategoryId: 'Choose one of the options',
  },
};

type SaveFake = NonNullable<FakeOperations[typeof SAVE]>;

function operationsOf(save: SaveFake): FakeOperations {
  return {
    getActivityForCustomer: { ok: true, model: ACTIVITY, hasCustomSignUp: true, alreadyIn: false },
    listActivityCategories: { ok: true, model: [{ id: 41, name: 'Mixed' }] },
    getDynamicFormDefinition: { ok: true, model: FORM },
    searchCustomers: { ok: true, rowData: [{ id: 9, name: 'Mia', surname: 'López' }] },
    [SAVE]: save,
  };
}

async function openForm(save: SaveFake) {
  const app = await renderApp({ path: '/activity/5', loggedIn: true, operations: operationsOf(save) });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Championship entry' }));
  return { ...app, dialog };
}

/** Fills every field with a value the portal's own checks accept. */
async function fillIn(dialog: ReturnType<typeof within>) {
  fireEvent.change(dialog.getByRole('textbox', { name: 'Team name' }), { target: { value: 'Net Ninjas' } });
  chooseDay(dialog.getByRole('group', { name: /First available day/ }), '2026-06-01');
  fireEvent.change(dialog.getByRole('combobox', { name: 'Shirt size' }), { target: { value: '1' } });
  fireEvent.click(dialog.getByRole('checkbox', { name: 'Played before' }));
  fireEvent.change(dialog.getByRole('textbox', { name: 'Contact e-mail' }), { target: { value: 'team@example.com' } });
  fireEvent.change(dialog.getByLabelText('Medical certificate'), { target: { files: [new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' })] } });
  fireEvent.change(dialog.getByRole('searchbox', { name: 'Your partner' }), { target: { value: 'Mia' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Search' }));
  const results = within(await dialog.findByRole('list', { name: 'Search results' }));
  fireEvent.click(results.getByRole('button', { name: 'Choose' }));
  await dialog.findByText('Chosen: Mia López');
  fireEvent.change(dialog.getByRole('combobox', { name: 'Category' }), { target: { value: '0' } });
  fireEvent.click(dialog.getByRole('checkbox', { name: /I accept the legal conditions/ }));
}

/** The error a control shows, read as assistive technology reads it: through aria-describedby. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
  return described.find((element) => element?.id.endsWith('-error'))?.textContent ?? null;
}

describe('the sign-up form popup', () => {
  it("shows each field error of the server's answer on its own field, and saves nothing while any stands", async () => {
    const posts: FakeRequest[] = [];
    const { dialog } = await openForm((request: FakeRequest) => (posts.push(request), REFUSAL));
    await fillIn(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(errorOf(dialog.getByRole('textbox', { name: 'Team name' }))).toBe('The text is too long'));

    // The multipart save carried the answers by index and the file.
    const sent = posts[0]!.body as FormData;
    expect([sent.get('Fields[0].name'), sent.get('Fields[0].value'), sent.get('Fields[1].value'), sent.get('Fields[2].value')]).toEqual([
      'teamName',
      'Net Ninjas',
      '2026-06-01',
      'M',
    ]);
    expect([sent.get('partnerCustomerId'), sent.get('activityCategoryId'), sent.get('acceptConditions')]).toEqual(['9', '41', 'true']);
    // One file part (jsdom's File loses its name and bytes on its way into Node's fetch; saveBody's test checks those).
    expect(sent.getAll('files')).toHaveLength(1);

    const expected: Array<[HTMLElement, string]> = [
      [dialog.getByRole('textbox', { name: 'Team name' }), 'The text is too long'],
      [within(dialog.getByRole('group', { name: /First available day/ })).getByRole('combobox', { name: 'Day' }), 'Enter a valid date'],
      [dialog.getByRole('combobox', { name: 'Shirt size' }), 'Choose one of the options'],
      [dialog.getByRole('checkbox', { name: 'Played before' }), 'Tick the box or leave it empty'],
      [dialog.getByRole('textbox', { name: 'Contact e-mail' }), 'Enter a valid e-mail address'],
      [dialog.getByLabelText('Medical certificate'), 'Only images, pdf, doc, docx, txt and xlsx files are accepted'],
      [dialog.getByRole('searchbox', { name: 'Your partner' }), 'Choose one of the options'],
      [dialog.getByRole('combobox', { name: 'Category' }), 'Choose one of the options'],
    ];
    for (const [control, message] of expected) expect(errorOf(control), control.id).toBe(message);
    expect(errorOf(dialog.getByRole('checkbox', { name: /I accept the legal conditions/ }))).toBeNull();
    expect(dialog.getByRole('alert').textContent).toBe('Enter a valid date');

    // Answering one field takes its error away; the others stand, and Save sends nothing.
    fireEvent.change(dialog.getByRole('textbox', { name: 'Team name' }), { target: { value: 'Net Ninjas II' } });
    await waitFor(() => expect(errorOf(dialog.getByRole('textbox', { name: 'Team name' }))).toBeNull());
    expect(errorOf(dialog.getByRole('combobox', { name: 'Shirt size' }))).toBe('Choose one of the options');
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    expect(await dialog.findByText('Please correct the fields marked in red')).toBeTruthy();
    expect(posts).toHaveLength(1);
  });

  it('saves again once every field the server refused has been answered anew', async () => {
    let answer: OperationAnswer<typeof SAVE> = { ok: false, errorMsg: 'Choose one of the options', model: { shirtSize: 'Choose one of the options' } };
    const posts: FakeRequest[] = [];
    const { dialog } = await openForm((request: FakeRequest) => (posts.push(request), answer));
    await fillIn(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(errorOf(dialog.getByRole('combobox', { name: 'Shirt size' }))).toBe('Choose one of the options'));

    answer = { ok: true, model: [{ saleNumber: null, ctk: null, description: 'Club Championship - Mixed', sale: null }] };
    fireEvent.change(dialog.getByRole('combobox', { name: 'Shirt size' }), { target: { value: '2' } });
    await waitFor(() => expect(errorOf(dialog.getByRole('combobox', { name: 'Shirt size' }))).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign Up Done')).toBeTruthy();
    expect(posts.map((post) => (post.body as FormData).get('Fields[2].value'))).toEqual(['M', 'L']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks saving with "The field is required" and the legal conditions before asking the server', async () => {
    const posts: FakeRequest[] = [];
    const { dialog } = await openForm((request: FakeRequest) => (posts.push(request), REFUSAL));
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(errorOf(dialog.getByRole('textbox', { name: 'Team name' }))).toBe('The field is required'));
    expect(errorOf(dialog.getByRole('combobox', { name: 'Shirt size' }))).toBe('The field is required');
    expect(errorOf(dialog.getByRole('searchbox', { name: 'Your partner' }))).toBe('The field is required');
    expect(errorOf(dialog.getByRole('combobox', { name: 'Category' }))).toBe('The field is required');
    expect(errorOf(dialog.getByRole('checkbox', { name: /I accept the legal conditions/ }))).toBe('Please accept our legal conditions');
    expect(errorOf(dialog.getByRole('textbox', { name: 'Contact e-mail' }))).toBeNull();
    expect(posts).toEqual([]);
  });

  it("draws a file field as the design system's chooser: its button in the page's words, the chosen file's name, Remove", async () => {
    const { dialog } = await openForm(REFUSAL);
    const input = dialog.getByLabelText('Medical certificate') as HTMLInputElement;
    const names = () => document.getElementById(`${input.id}-names`)?.textContent;
    expect(dialog.getByText('Choose files')).toBeTruthy();
    expect(names()).toBe('No file chosen');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' })] } });
    expect(names()).toBe('certificate.pdf');
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(names()).toBe('No file chosen');
    expect(dialog.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('says on a Lookup field whose list has no call in the contract that it cannot be filled here', async () => {
    const { dialog } = await openForm(REFUSAL);
    const venue = dialog.getByRole('searchbox', { name: 'Preferred venue' });
    expect((venue as HTMLInputElement).disabled).toBe(true);
    expect(errorOf(venue)).toBe('This field cannot be filled here (venues)');
  });
});

describe('a definition whose choice items repeat a value (doc 3 §5.2)', () => {
  it('is refused with a visible error naming the field and where, and no form to fill', async () => {
    const repeated: FormDefinition = {
      ...FORM,
      fields: FORM.fields!.map((field) => (field.name === 'shirtSize' ? { ...field, column: { inputType: 'Picklist', pickListValues: 'S, M,L,M' } } : field)),
    };
    await renderApp({ path: '/activity/5', loggedIn: true, operations: { ...operationsOf(REFUSAL), getDynamicFormDefinition: { ok: true, model: repeated } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Championship entry' }));
    expect(dialog.getByRole('alert').textContent).toBe(
      'Form "Championship entry": the options of "Shirt size" repeat "M" at #/fields/3/column/pickListValues (choice items must have unique values)',
    );
    expect(dialog.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(dialog.queryByRole('textbox')).toBeNull();
  });
});

describe('a Lookup field (POST public{controller}/list, doc 2 §7)', () => {
  const LOOKUP_FORM: FormDefinition = {
    id: 4,
    name: 'Court survey',
    legalChecks: false,
    fields: [
      { id: 1, name: 'racket', label: 'Racket service', column: { inputType: 'Lookup', lookupController: 'products' } },
      { id: 2, name: 'court', label: 'Preferred court', column: { inputType: 'Lookup', lookupController: 'Resources' } },
      { id: 3, name: 'kind', label: 'What you play', column: { inputType: 'Lookup', lookupController: 'bookingtypes' } },
      { id: 4, name: 'coach', label: 'Your coach', column: { inputType: 'Lookup', lookupController: 'customers' } },
    ],
  };
  // Each Lookup controller's list, by the operation that answers it.
  const lists = {
    lookupProducts: [{ id: 31, name: 'Racket Restringing' }],
    lookupResources: [{ id: 42, name: 'Padel 2' }],
    lookupBookingTypes: [{ id: 53, name: 'Padel court' }],
    searchCustomers: [{ id: 64, name: 'Mia', surname: 'López' }],
  };

  it('searches the list the field names and sends the id of the row chosen', async () => {
    const searched: FakeRequest[] = [];
    const posts: FakeRequest[] = [];
    const search = (rowData: Array<{ id: number; name: string; surname?: string }>) => (request: FakeRequest) => (searched.push(request), { ok: true as const, rowData });
    await renderApp({
      path: '/activity/5',
      loggedIn: true,
      operations: {
        getActivityForCustomer: { ok: true, model: { ...ACTIVITY, partnerInscription: false }, hasCustomSignUp: true, alreadyIn: false },
        listActivityCategories: { ok: true, model: [] },
        getDynamicFormDefinition: { ok: true, model: LOOKUP_FORM },
        lookupProducts: search(lists.lookupProducts),
        lookupResources: search(lists.lookupResources),
        lookupBookingTypes: search(lists.lookupBookingTypes),
        searchCustomers: search(lists.searchCustomers),
        [SAVE]: (request: FakeRequest) => (posts.push(request), { ok: true, model: [{ saleNumber: null, ctk: null, description: 'Court survey', sale: null }] }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Court survey' }));
    for (const [label, text, chosen] of [
      ['Racket service', 'racket', 'Racket Restringing'],
      ['Preferred court', 'padel', 'Padel 2'],
      ['What you play', 'court', 'Padel court'],
      ['Your coach', 'mia', 'Mia López'],
    ] as const) {
      const box = dialog.getByRole('searchbox', { name: label });
      expect((box as HTMLInputElement).disabled, label).toBe(false);
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
      const results = within(await dialog.findByRole('list', { name: 'Search results' }));
      fireEvent.click(results.getByRole('button', { name: 'Choose' }));
      await dialog.findByText(`Chosen: ${chosen}`);
    }
    expect(searched.map((request) => [request.path, (request.body as { search: string }).search])).toEqual([
      ['/api/publicproducts/list', 'racket'],
      ['/api/publicresources/list', 'padel'],
      ['/api/publicbookingtypes/list', 'court'],
      ['/api/publiccustomers/list', 'mia'],
    ]);
    fireEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Sign Up Done')).toBeTruthy();
    const sent = posts[0]!.body as FormData;
    expect([0, 1, 2, 3].map((index) => [sent.get(`Fields[${index}].name`), sent.get(`Fields[${index}].value`)])).toEqual([
      ['racket', '31'],
      ['court', '42'],
      ['kind', '53'],
      ['coach', '64'],
    ]);
  });
});
