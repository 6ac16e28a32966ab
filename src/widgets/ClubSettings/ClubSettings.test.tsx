import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import type { FakeRequest } from '../../../tests/support/fake-operations';
import ClubSettings from './ClubSettings';

afterEach(cleanup);

const settings = { ok: true as const, model: { version: 4, document: { override: {}, look: { buttonsColor: '#112233' } }, publishedAt: null, publishedBy: null } };
const history = {
  ok: true as const,
  model: [
    { version: 4, publishedAt: '2026-12-01T10:00:00Z', publishedBy: 'Sofía Navarro', restoredFrom: null },
    { version: 3, publishedAt: '2026-11-30T10:00:00Z', publishedBy: 'Sofía Navarro', restoredFrom: null },
  ],
};

function showSettings(operations: FakeOperations) {
  const { root } = createTestRoot({ operations: { getClubSettings: settings, listClubSettingsVersions: history, ...operations } });
  root.session.startSession(loginRecord({ id: 9, staff: true }));
  renderWithEngine(<ClubSettings />, { root });
}

describe("the club's settings page", () => {
  it('publishes the draft as changes by id over the version it was based on', async () => {
    const publish = vi.fn((_request: FakeRequest) => Response.json({ ok: true, model: { ...settings.model, version: 5 } }));
    showSettings({ publishClubSettings: publish });
    const home = await screen.findByRole('group', { name: 'Home sections shown' });
    fireEvent.click(within(home).getByRole('checkbox', { name: 'Trending products' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText(/Published/);
    const body = publish.mock.calls[0]![0].body as { baseVersion: number; document: { override: { changes: unknown }; look: unknown } };
    expect(body.baseVersion).toBe(4);
    expect(body.document.override.changes).toEqual({ 'home#trendingProducts': { hidden: true } });
    expect(body.document.look).toEqual({ buttonsColor: '#112233' });
  });

  it("lists a refused file's mistakes with their JSON paths", async () => {
    showSettings({
      publishClubSettings: {
        ok: false,
        errorMsg: 'The draft was not published: fix the mistakes listed',
        problems: ['/home/sections/0: must NOT have additional properties "colour"'],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('/home/sections/0: must NOT have additional properties "colour"');
  });

  it('offers Roll back on each earlier version of the history', async () => {
    const rollBack = vi.fn((_request: FakeRequest) => Response.json({ ok: true, model: { ...settings.model, version: 5 } }));
    showSettings({ rollBackClubSettings: rollBack });
    fireEvent.click(await screen.findByRole('button', { name: 'Roll back to version 3' }));
    await screen.findByText(/earlier version is published again/);
    expect(rollBack.mock.calls[0]![0].body).toEqual({ baseVersion: 4, version: 3 });
    expect(screen.queryByRole('button', { name: 'Roll back to version 4' })).toBeNull();
  });
});
