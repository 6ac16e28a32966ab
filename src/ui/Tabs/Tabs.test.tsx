import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabsSection } from '../../sections/TabsSection';
import { Tabs } from './Tabs';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const tabs = [
  { id: 'personal', label: 'Personal Data', content: <p>name fields</p> },
  { id: 'address', label: 'Address', content: <p>address fields</p> },
  { id: 'cards', label: 'Credit Cards', content: <p>cards list</p> },
];

describe('Tabs', () => {
  it('is also reachable by its old name, TabsSection', () => {
    expect(TabsSection).toBe(Tabs);
  });

  it('shows the first tab and lets a click switch', () => {
    render(<Tabs label="My account" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Personal Data' }).textContent).toBe('name fields');
    fireEvent.click(screen.getByRole('tab', { name: 'Address' }));
    expect(screen.getByRole('tab', { name: 'Address' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Address' }).textContent).toBe('address fields');
  });

  it('moves between tabs with the arrow, Home and End keys and keeps focus on the tab', () => {
    render(<Tabs label="My account" tabs={tabs} />);
    const first = screen.getByRole('tab', { name: 'Personal Data' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: 'Credit Cards' });
    expect(document.activeElement).toBe(last);
    expect(last.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Tabs label="My account" tabs={tabs} />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['0', '-1', '-1']);
  });
});
