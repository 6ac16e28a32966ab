import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccordionSection } from './AccordionSection';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

describe('AccordionSection', () => {
  it('opens and closes panels from their heading buttons', () => {
    render(
      <AccordionSection
        panels={[
          { id: 'emails', title: 'Emails', content: <p>email list</p>, initiallyOpen: true },
          { id: 'sms', title: 'SMS', content: <p>sms list</p> },
        ]}
      />,
    );
    const emails = screen.getByRole('button', { name: 'Emails' });
    const sms = screen.getByRole('button', { name: 'SMS' });
    expect(emails.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Emails' }).textContent).toBe('email list');
    expect(sms.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('sms list')).toBeNull();

    fireEvent.click(sms);
    expect(screen.getByRole('region', { name: 'SMS' }).textContent).toBe('sms list');
    fireEvent.click(emails);
    expect(screen.queryByText('email list')).toBeNull();
  });
});
