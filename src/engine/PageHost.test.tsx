import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRoot } from '../../tests/support/test-root';
import { baseShellManifest } from './manifest';
import { buildShellManifest } from './club-manifest';
import { PageHost } from './PageHost';
import { ShellManifestContext } from './render-contexts';
import { renderWithEngine } from '../../tests/support/test-render';
import type { WidgetProps } from './widget-types';
import exampleNoShop from '../../manifest/clubs/example-no-shop.json';
import type { ClubOverride } from '../generated/schemas/manifest';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const vouchers = {
  active: [
    {
      id: 1,
      description: 'Padel bonus',
      balance: 20,
      movements: [
        { created: '2024-03-05T14:07:00Z', amount: -5, previousAmount: 25, current: 20 },
        { created: '2024-03-01T10:00:00Z', amount: 25, previousAmount: 0, current: 25 },
      ],
    },
  ],
};

describe('PageHost', () => {
  it('shows a visible "not implemented" notice for a page without a manifest', async () => {
    renderWithEngine(<PageHost pageId="not-built-yet" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Page "not-built-yet" is not implemented yet');
  });

  it('renders the vouchers page from its manifest with data from its source', async () => {
    const { root } = createTestRoot({ api: { loadMainSettings: async () => ({ TimeZone: 'Europe/Madrid', CurrencySymbol: '€' }) } });
    await root.settings.load();
    renderWithEngine(<PageHost pageId="customer-vouchers" />, {
      root,
      registries: { sources: { customerVouchers: async () => vouchers } },
    });
    expect(await screen.findByRole('heading', { name: 'Active Vouchers', level: 1 })).toBeTruthy();
    const voucher = await screen.findByRole('button', { name: 'Padel bonus' });
    // The balance reads without opening the voucher.
    expect(voucher.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Balance').parentElement?.textContent).toBe('Balance 20.00 €');
    fireEvent.click(voucher);
    const table = screen.getByRole('table', { name: 'Movements' });
    const firstRow = within(table).getAllByRole('row')[1];
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.cz-table__value')?.textContent),
    ).toEqual(['Mar 5, 2024 · 15:07', '-5.00 €', '25.00 €', '20.00 €']);
    expect(within(table).getByRole('cell', { name: '-5.00 €' }).classList.contains('tone-negative')).toBe(true);
    const recharge = within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell')[1];
    expect(recharge?.classList.contains('tone-positive')).toBe(true);
    expect(document.title).toBe('My vouchers | Club Portal');
  });

  it('says "No active vouchers" when there are none', async () => {
    renderWithEngine(<PageHost pageId="customer-vouchers" />, {
      registries: { sources: { customerVouchers: async () => ({ active: [] }) } },
    });
    expect(await screen.findByText('No active vouchers')).toBeTruthy();
  });

  it("renders the home sections in the club's order, without the ones it hides", async () => {
    const Section = ({ id }: WidgetProps) => <p>section {id}</p>;
    const names = baseShellManifest.home.sections.map((section) => section.type);
    const widgets = Object.fromEntries(names.map((name) => [name, Section]));
    const manifest = buildShellManifest(baseShellManifest, exampleNoShop as ClubOverride);
    const { root } = createTestRoot();
    root.ui.setViewportWidth(1280);
    renderWithEngine(
      <ShellManifestContext.Provider value={manifest}>
        <PageHost pageId="home" club="example-no-shop" />
      </ShellManifestContext.Provider>,
      { root, registries: { widgets } },
    );
    const shown = (await screen.findAllByText(/^section /)).map((element) => element.textContent);
    expect(shown.slice(0, 3)).toEqual(['section matches', 'section bookingTypes', 'section heroSlider']);
    expect(shown).not.toContain('section trendingProducts');
  });

  it('hides the hero slider on mobile', async () => {
    const Section = ({ id }: WidgetProps) => <p>section {id}</p>;
    const widgets = Object.fromEntries(baseShellManifest.home.sections.map((section) => [section.type, Section]));
    const { root } = createTestRoot();
    root.ui.setViewportWidth(500);
    renderWithEngine(<PageHost pageId="home" />, { root, registries: { widgets } });
    const shown = (await screen.findAllByText(/^section /)).map((element) => element.textContent);
    expect(shown).toHaveLength(15);
    expect(shown).not.toContain('section heroSlider');
  });
});
