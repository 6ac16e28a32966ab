// The create-match popup's level range (doc 2 §2, §9): "The level range defaults to 0 to 7"; the server's
// matchRange (the customer's level ± 0.5) is a hint shown beside it, not the starting range.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import MatchDialog from './MatchDialog';
import { CREATE_MATCH_LEVELS, suggestedLevels } from '../../booking/match-level-range';

afterEach(cleanup);

const LEVELS = 'getByPlaceLevelRange' as const;

async function openDialog(levelRange: object) {
  const { root } = createTestRoot({ operations: { [LEVELS]: levelRange } });
  root.session.startSession(loginRecord());
  const onDone = vi.fn();
  renderWithEngine(<MatchDialog resourceId={4} onDone={onDone} onClose={() => undefined} />, { root });
  const dialog = within(await screen.findByRole('dialog', { name: 'Create match' }));
  await dialog.findByRole('group', { name: /Gender/i });
  const level = (name: 'Minimum level' | 'Maximum level') => (dialog.getByRole('spinbutton', { name }) as HTMLInputElement).value;
  return { dialog, level, onDone };
}

describe('the level range of a new match', () => {
  it("starts at 0 to 7 even when the server suggests the customer's own range, shown beside it as a hint", async () => {
    const { dialog, level, onDone } = await openDialog({ referenceCustomerLevel: 3.5, matchRange: { item1: 3, item2: 4 } });
    expect([level('Minimum level'), level('Maximum level')]).toEqual(['0.00', '7.00']);
    expect(dialog.getByText('Suggested for your level: 3.00 to 4.00')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ minLevel: 0, maxLevel: 7 }));
  });

  it('shows no hint when the server gives no range', async () => {
    const { dialog, level } = await openDialog({ referenceCustomerLevel: 3.5, matchRange: null });
    expect([level('Minimum level'), level('Maximum level')]).toEqual(['0.00', '7.00']);
    expect(dialog.queryByText(/^Suggested for your level/)).toBeNull();
  });

  it('reads the hint only from a usable range', () => {
    expect(CREATE_MATCH_LEVELS).toEqual({ min: 0, max: 7 });
    expect(suggestedLevels({ matchRange: { item1: 2.75, item2: 3.75 } })).toEqual({ min: 2.75, max: 3.75 });
    expect(suggestedLevels({ matchRange: { item1: 5, item2: 4 } })).toBeNull();
    expect(suggestedLevels({ matchRange: null })).toBeNull();
    expect(suggestedLevels(undefined)).toBeNull();
  });
});
