import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { MessageError } from '../i18n/message';
import { createTestRoot, loginRecord } from '../../tests/support/test-root';
import type { FormFile, PageNode } from '../generated/schemas/manifest';
import { loadFormActions } from './actions';
import { loadDataSources, loadSourceReads } from './data-sources';
import { Renderer } from './Renderer';
import { renderWithEngine } from '../../tests/support/test-render';
import type { WidgetProps } from './widget-types';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const node = (value: unknown) => value as PageNode;

describe('Renderer', () => {
  it('shows a visible, announced error for an unknown node type', () => {
    renderWithEngine(<Renderer node={node({ type: 'carousel' })} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown node type "carousel"');
  });

  it('shows a visible error for an unknown widget', () => {
    renderWithEngine(<Renderer node={{ type: 'widget', name: 'noSuchWidget' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown widget "noSuchWidget"');
  });

  it('renders a registered widget with its options', () => {
    const Greeting = ({ options }: WidgetProps) => <p>Hello {String(options.who)}</p>;
    renderWithEngine(<Renderer node={{ type: 'widget', name: 'greeting', options: { who: 'Ana' } }} />, {
      registries: { widgets: { greeting: Greeting } },
    });
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });

  it('follows show-conditions as the session changes', () => {
    const { root } = createTestRoot();
    renderWithEngine(<Renderer node={{ type: 'section', title: 'header.myAccount', when: { loggedIn: true }, children: [{ type: 'text', text: 'header.profile' }] }} />, { root });
    expect(screen.queryByRole('heading', { name: 'My Account' })).toBeNull();
    act(() => root.session.startSession(loginRecord()));
    expect(screen.getByRole('region', { name: 'My Account' }).textContent).toContain('My profile');
  });

  it('renders loaded data through lists, links and formatted text', async () => {
    const customerComms = vi.fn(async () => ({
      emails: [{ id: 42, subject: 'Welcome', created: '2024-03-05T14:07:00Z' }],
      smss: [],
    }));
    renderWithEngine(
      <Renderer
        node={{
          type: 'data',
          source: 'customerComms',
          children: [
            {
              type: 'list',
              bind: 'emails',
              emptyText: 'comms.noEmails',
              item: [
                { type: 'link', to: '/customer-comms/emails/{id}', field: 'subject' },
                { type: 'text', field: 'created', format: 'dateTime', as: 'span' },
              ],
            },
            { type: 'list', bind: 'smss', emptyText: 'comms.noSms', item: [{ type: 'text', field: 'body' }] },
          ],
        }}
      />,
      { registries: { sources: { customerComms } } },
    );
    const link = await screen.findByRole('link', { name: 'Welcome' });
    expect(link.getAttribute('href')).toBe('/customer-comms/emails/42');
    expect(screen.getByText('Mar 5, 2024 · 14:07')).toBeTruthy();
    expect(screen.getByText('No sms')).toBeTruthy();
  });

  it('shows an error for an unknown data source', async () => {
    // Pages fetch the areas' sources before they render (PageHost); a bare node must too.
    await Promise.all([loadDataSources(), loadSourceReads()]);
    renderWithEngine(<Renderer node={{ type: 'data', source: 'noSuchSource', children: [] }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown data source "noSuchSource"');
  });

  it("shows the crash text, or the server's message, when loading fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithEngine(
      <>
        <Renderer node={{ type: 'data', source: 'broken', children: [] }} />
        <Renderer node={{ type: 'data', source: 'refused', children: [] }} />
      </>,
      {
        registries: {
          sources: {
            broken: () => Promise.reject(new Error('500')),
            refused: () => Promise.reject(new MessageError({ text: 'Customer not found' })),
          },
        },
      },
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Oops! Technical problems. Please try again in a few minutes.', 'Customer not found']);
  });

  it('links a table row to its parent booking only when it has one', async () => {
    const levels = async () => ({
      levels: [
        { comments: 'League match', parentId: 9 },
        { comments: 'Manual adjustment', parentId: null },
      ],
    });
    renderWithEngine(
      <Renderer
        node={{
          type: 'data',
          source: 'levels',
          children: [
            {
              type: 'table',
              bind: 'levels',
              columns: [
                { field: 'comments', header: 'vouchers.date' },
                { field: 'parentId', header: 'header.bookings', link: { to: '/booking-join/{parentId}', text: 'header.bookings' } },
              ],
            },
          ],
        }}
      />,
      { registries: { sources: { levels } } },
    );
    const links = await screen.findAllByRole('link', { name: 'Bookings' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/booking-join/9']);
  });

  it('submits a form to its named action and follows navigateTo', async () => {
    const form: FormFile = {
      fields: [{ name: 'email', widget: 'email', label: 'fields.email', rules: [{ rule: 'required' }] }],
      submitLabel: 'auth.send',
    };
    const resetRequest = vi.fn(async () => ({ ok: true as const, navigateTo: '/passReset/ok/' }));
    function Where() {
      return <output>{useLocation().pathname}</output>;
    }
    renderWithEngine(
      <>
        <Renderer node={{ type: 'form', form: 'reset-request', submit: 'resetRequest' }} />
        <Where />
      </>,
      { forms: { 'reset-request': form }, registries: { actions: { resetRequest } } },
    );
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ana@club.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('/passReset/ok/'));
    expect(resetRequest).toHaveBeenCalledWith({ email: 'ana@club.test' }, expect.objectContaining({ params: {} }));
  });

  it('shows an error instead of a form whose action is missing', async () => {
    const form: FormFile = { fields: [{ name: 'email', widget: 'email', label: 'fields.email' }], submitLabel: 'auth.send' };
    await loadFormActions();
    renderWithEngine(<Renderer node={{ type: 'form', form: 'x', submit: 'nobody' }} />, { forms: { x: form } });
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown action "nobody" for form "x"');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sanitizes HTML from the data', async () => {
    const { container } = renderWithEngine(<Renderer node={{ type: 'data', source: 'legal', children: [{ type: 'html', field: 'waiver' }] }} />, {
      registries: { sources: { legal: async () => ({ waiver: '<p>Play safe</p><img src=x onerror="alert(1)">' }) } },
    });
    await screen.findByText('Play safe');
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });
});
