import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../engine/conditions';
import { createTestRoot, loginRecord } from '../../tests/support/test-root';

describe('RootStore', () => {
  it('drops expired entries when it starts', () => {
    const { backing } = createTestRoot();
    backing.setItem('club.test:stale', JSON.stringify({ value: 1, expiresAt: 1 }));
    createTestRoot({ backing });
    expect(backing.getItem('club.test:stale')).toBeNull();
  });

  it('loads the settings and shows a pending system-update notice on start', async () => {
    const { root, backing } = createTestRoot();
    root.ui.rememberSystemUpdate();
    const next = createTestRoot({ backing }).root;
    await next.start();
    expect(next.settings.status).toBe('ready');
    expect(next.ui.globalError).toEqual({ key: 'errors.systemUpdated' });
  });

  it('answers show-conditions from the stores', async () => {
    const { root } = createTestRoot({
      api: { loadMainSettings: async () => ({ HasShop: true, AccessControl: true, RelatedClubs: [{ id: 1, name: 'North' }] }) },
    });
    await root.settings.load();
    const context = root.conditionContextAt('/');
    expect(evaluateCondition({ setting: 'HasShop' }, context)).toBe(true);
    expect(evaluateCondition({ exists: 'relatedClubs' }, context)).toBe(true);
    expect(evaluateCondition({ bookingTypeConcept: 'Booking' }, context)).toBe(false);
    const accessCode = { all: [{ setting: 'AccessControl' }, { loggedIn: true }] };
    expect(evaluateCondition(accessCode, context)).toBe(false);
    root.session.startSession(loginRecord());
    expect(evaluateCondition(accessCode, context)).toBe(true);
  });

  it('re-evaluates a condition only when the state it reads changes', () => {
    const { root } = createTestRoot();
    const context = root.conditionContextAt('/');
    let runs = 0;
    const dispose = autorun(() => {
      runs += 1;
      evaluateCondition({ loggedIn: true }, context);
    });
    root.ui.setScrollY(500);
    expect(runs).toBe(1);
    root.session.startSession(loginRecord());
    expect(runs).toBe(2);
    dispose();
  });
});
