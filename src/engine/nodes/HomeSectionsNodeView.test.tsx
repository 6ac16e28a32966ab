// Home's outline starts with one h1, the club's name (issue 37 item 24): the sections' headings come under it.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/support/test-app';

afterEach(cleanup);

describe('home page heading', () => {
  it("has one h1, the club's name, before the sections' headings", async () => {
    const { container } = await renderApp({ settings: { Title: 'Club Demo Padel & Tennis', Uploads: '/uploads/' }, path: '/' });
    const main = container.querySelector('main')!;
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Club Demo Padel & Tennis');
    expect(main.contains(heading)).toBe(true);
    expect(main.querySelectorAll('h1')).toHaveLength(1);
    expect(main.querySelector('h1, h2, h3, h4, h5, h6')).toBe(heading);
  });
});
