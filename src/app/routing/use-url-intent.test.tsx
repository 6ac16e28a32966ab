import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useUrlIntent } from './use-url-intent';

function Page({ intent, act }: { intent: string; act: (value: string) => void }) {
  useUrlIntent(intent, act);
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function open(address: string, intent: string) {
  const act = vi.fn();
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[address]}>
        <Page intent={intent} act={act} />
      </MemoryRouter>
    </StrictMode>,
  );
  return act;
}

describe('useUrlIntent', () => {
  it('acts once on a query parameter and takes it off the address, keeping the rest', async () => {
    const act = open('/activity/4?partnerToken=abc&tab=2#top', 'partnerToken');
    expect(await screen.findByText('/activity/4?tab=2#top')).toBeTruthy();
    expect(act.mock.calls).toEqual([['abc']]);
  });

  it('acts once on a fragment and takes it off', async () => {
    const act = open('/activity/4?x=1#share', '#share');
    expect(await screen.findByText('/activity/4?x=1')).toBeTruthy();
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the intent', async () => {
    const act = open('/activity/4?other=1', 'signUp');
    expect(await screen.findByText('/activity/4?other=1')).toBeTruthy();
    expect(act).not.toHaveBeenCalled();
  });
});
