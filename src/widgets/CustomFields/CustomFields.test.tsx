// The custom fields with a Save of their own: a club whose Personal Data tab shows them without the personal form.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import type { ClubOverride, PageFile } from '../../generated/schemas/manifest';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import { ManifestPage } from '../../engine/ManifestPage';
import { loadPage } from '../../engine/page-loader';
import { loadDataSources, loadSourceReads } from '../../engine/data-sources';
import { loadPageNodeViews } from '../../engine/node-registry';
import { renderWithEngine } from '../../../tests/support/test-render';
import accountPage from '../../../manifest/pages/account.json';

afterEach(cleanup);

type Customer = components['schemas']['Customer'];
type SaveAnswer = OperationAnswer<'saveCustomer'>;

const ana = {
  id: 7,
  name: 'Ana',
  surname: 'García',
  email: 'ana@demo.club',
  customFields: [{ customFieldId: 1, name: 'federationLicense', label: 'Federation licence number', fieldType: 'text', value: 'MAD-48213' }],
} satisfies Customer;

/** The account page of a club that keeps only the custom fields on the Personal Data tab. */
async function showCustomFieldsAlone(operations: FakeOperations) {
  const body = structuredClone(accountPage.body) as unknown as PageFile['body'];
  const tabs = (body[0] as { children: Array<{ children: Array<{ tabs: Array<{ id: string; children: Array<{ type: string }> }> }> }> }).children[0]!.children[0]!;
  const personal = tabs.tabs.find((tab) => tab.id === 'personal')!;
  personal.children = personal.children.filter((child) => child.type !== 'form');
  const override: ClubOverride = { pages: { account: { body } } };
  // What PageHost loads with a page before showing it.
  await Promise.all([loadDataSources(), loadSourceReads(), loadPageNodeViews()]);
  const { root, fetch } = createTestRoot({ operations: { getAcademyCustomer: ana, ...operations } });
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(<ManifestPage resolved={await loadPage('account', override)} />, { root, path: '/account' });
  const section = await screen.findByRole('region', { name: 'More about you' });
  return { fetch, section, saves: () => fetch.calls.filter((call) => call.path === '/api/publicacademycustomers/put-json') };
}

describe('custom fields alone', () => {
  it('are busy while their save runs, send one request for a second tap and say the data was saved', async () => {
    let answer!: (saved: SaveAnswer) => void;
    const { section, saves } = await showCustomFieldsAlone({ saveCustomer: () => new Promise<SaveAnswer>((resolve) => (answer = resolve)) });
    fireEvent.change(within(section).getByLabelText('Federation licence number'), { target: { value: 'MAD-1' } });
    const save = within(section).getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    fireEvent.submit(section.querySelector('form')!);
    answer({ ok: true });
    expect((await within(section).findByRole('status')).textContent).toBe('Data modified!');
    expect(save.getAttribute('aria-busy')).toBeNull();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.body).toMatchObject({ id: 7, customFields: [{ customFieldId: 1, value: 'MAD-1' }] });
  });

  it("show the server's refusal and its field error under the field", async () => {
    const { section } = await showCustomFieldsAlone({
      saveCustomer: { ok: false, errorMsg: 'Please check the highlighted fields', errors: { federationLicense: 'Unknown licence' } },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Please check the highlighted fields');
    expect(within(section).getByText('Unknown licence')).toBeTruthy();
  });
});
