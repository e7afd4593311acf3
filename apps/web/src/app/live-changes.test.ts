import { settingsKeys } from '@/features/settings/api/keys';
import { describe, expect, it } from 'vitest';
import { staleAfter } from './live-changes';

describe('what a live change makes stale', () => {
  const estateId = 'e1';
  it("a record refetches its estate's lists, the lists across estates and the dashboard", () => {
    expect(staleAfter({ kind: 'assets', estateId, id: 'a1', action: 'created' })).toEqual([
      ['records', 'e1'],
      ['records', 'all'],
      ['estates'],
      ['dashboard'],
    ]);
  });
  it('a message refetches the conversations and the badge; a notice the bell', () => {
    expect(staleAfter({ kind: 'message', estateId, id: 't1', action: 'created' })).toEqual([['messages']]);
    expect(staleAfter({ kind: 'notification', estateId: null, id: 'u1', action: 'created' })).toEqual([
      ['me', 'notifications'],
    ]);
  });
  it('a task refetches the tasks, the estate page, the dashboard, its timeline and the calendar', () => {
    expect(staleAfter({ kind: 'task', estateId, id: 't1', action: 'updated' })).toEqual([
      ['tasks'],
      ['estates'],
      ['dashboard'],
      ['records', 'e1'],
      ['records', 'all'],
    ]);
  });
  it("an estate's change refetches the calendar too (its statutory dates move with the grant)", () => {
    expect(staleAfter({ kind: 'estate', estateId, id: estateId, action: 'updated' })).toContainEqual([
      'records',
      'all',
    ]);
  });
  it("the back office's changes refetch its lists; a colleague's firm settings refetch Settings", () => {
    // A directory entry's postal address decides which letters can print (decision 077).
    expect(staleAfter({ kind: 'institutions', estateId: null, id: 'i1', action: 'updated' })).toEqual([
      ['admin', 'institutions'],
      ['admin', 'letters'],
    ]);
    expect(staleAfter({ kind: 'letters', estateId: null, id: 'l1', action: 'updated' })).toEqual([
      ['admin', 'letters'],
      ['admin', 'notifications'],
    ]);
    expect(staleAfter({ kind: 'firm-settings', estateId: null, id: 'f1', action: 'updated' })).toEqual([
      settingsKeys.firm,
    ]);
    expect(staleAfter({ kind: 'account', estateId: null, id: 'u1', action: 'updated' })).toEqual([
      settingsKeys.profile,
      settingsKeys.preferences,
    ]);
    expect(staleAfter({ kind: 'notifyflow', estateId: null, id: 'n1', action: 'updated' })).toEqual([
      ['admin', 'notifications'],
    ]);
    // Another admin, or the scheduled job, checked the audit chains: the Audit Log's tamper check.
    expect(staleAfter({ kind: 'audit-verification', estateId: null, id: 'v1', action: 'created' })).toEqual([
      ['admin', 'audit-verification'],
    ]);
  });
});
