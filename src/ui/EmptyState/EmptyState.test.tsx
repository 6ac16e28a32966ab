import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  afterEach(cleanup);

  it('announces a result page whose heading keeps its name: the live region holds the heading, not the other way round', () => {
    render(<EmptyState titleAs="h1" role="status" tone="success" title="The payment has been processed successfully" />);
    const live = screen.getByRole('status');
    const heading = within(live).getByRole('heading', { level: 1, name: 'The payment has been processed successfully' });
    // Chromium names no heading whose text sits in a live region inside it (h1 > [role=status]).
    expect(heading.querySelector('[role]')).toBeNull();
  });

  it('is a plain sentence without a live region when nothing is to be announced', () => {
    render(<EmptyState title="No orders yet" />);
    expect(screen.getByText('No orders yet').tagName).toBe('P');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
