import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { baseShellManifest } from '../engine/manifest';
import { createTestI18n } from '../i18n/test-i18n';
import { createTestRoot } from '../stores/test-support';
import { App } from './App';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(<App root={createTestRoot().root} i18n={createTestI18n()} manifest={baseShellManifest} />);
}

describe('App', () => {
  it('shows the page a route names', async () => {
    renderAt('/cz/ko');
    expect(await screen.findByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('shows "not implemented" for a routed page that is not built yet', () => {
    renderAt('/trainings/12');
    expect(screen.getByRole('alert').textContent).toBe('Page "training" is not implemented yet');
  });
});
