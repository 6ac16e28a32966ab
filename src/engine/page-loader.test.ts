import { describe, expect, it } from 'vitest';
import { loadClubOverride, loadShellManifest } from './manifest';
import { formIdsOf, hasPage, loadPage } from './page-loader';

describe('page loader', () => {
  it('knows which pages have a manifest', async () => {
    expect(await hasPage('customer-vouchers')).toBe(true);
    expect(await hasPage('not-built-yet')).toBe(false);
  });

  it('loads a page with every form it uses, after the club override', async () => {
    const resolved = await loadPage('account', {
      forms: {
        'account-personal': {
          fields: [
            { name: 'email3', hidden: true },
            { name: 'phone3', hidden: true },
          ],
        },
      },
    });
    expect(Object.keys(resolved.forms).sort()).toEqual(['account-address', 'account-personal']);
    const names = resolved.forms['account-personal']?.fields.map((field) => field.name);
    expect(names).toContain('email2');
    expect(names).not.toContain('email3');
    expect(names).not.toContain('phone3');
  });

  it('lets a club replace a page body', async () => {
    const resolved = await loadPage('payment-ko', { pages: { 'payment-ko': { body: [{ type: 'text', text: 'payment.ko' }] } } });
    expect(resolved.page.body).toEqual([{ type: 'text', text: 'payment.ko' }]);
    expect(resolved.page.title).toBe('pages.paymentKo');
  });

  it('finds forms nested in tabs, sections and data nodes', () => {
    expect(
      formIdsOf([
        {
          type: 'data',
          source: 'x',
          children: [{ type: 'tabs', label: 'pages.account', tabs: [{ id: 'a', label: 'pages.account', children: [{ type: 'form', form: 'f1', submit: 's' }] }] }],
        },
        {
          type: 'section',
          children: [
            { type: 'form', form: 'f2', submit: 's' },
            { type: 'form', form: 'f1', submit: 's' },
          ],
        },
      ]),
    ).toEqual(['f1', 'f2']);
  });

  it("applies a club's changes by id to a page and its forms, after its structural override", async () => {
    const resolved = await loadPage('account', {
      forms: { 'account-personal': { fields: [{ name: 'email3', hidden: true }] } },
      changes: { 'pages/account#cards': { hidden: true }, 'forms/account-personal#phone3': { hidden: true } },
    });
    const page = JSON.stringify(resolved.page);
    expect(page).not.toContain('"id":"cards"');
    expect(page).toContain('"id":"personal"');
    const names = resolved.forms['account-personal']?.fields.map((field) => field.name);
    expect(names).not.toContain('email3');
    expect(names).not.toContain('phone3');
    expect(names).toContain('email2');
  });

  it('rejects a page that does not exist', async () => {
    await expect(loadPage('not-built-yet', {})).rejects.toThrow('Page "not-built-yet" is not implemented yet');
  });
});

describe('club loading', () => {
  it('applies the configured club', async () => {
    const manifest = await loadShellManifest('example-no-shop');
    expect(manifest.home.sections.map((section) => section.id)).not.toContain('trendingProducts');
  });

  it('names the missing file for an unknown club', async () => {
    await expect(loadClubOverride('nowhere')).rejects.toThrow('Unknown club "nowhere": add manifest/clubs/nowhere.json');
  });
});
