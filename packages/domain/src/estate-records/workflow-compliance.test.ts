import { describe, expect, it } from 'vitest';
import { NZ_COMPLIANCE_OBLIGATIONS, complianceDueDate, complianceStatusOf } from './compliance-item.js';
import { estateStageAfter, keyedStagePosition, keyedStageStatuses } from './workflow-stage.js';

describe("the estate's own stages in its workflow", () => {
  it('are completed before the current stage, in progress at it and pending after it', () => {
    expect(keyedStageStatuses('grant_issued')).toEqual({
      initial: 'completed',
      application_filed: 'completed',
      grant_issued: 'in_progress',
      administration: 'pending',
      distribution: 'pending',
      closed: 'pending',
    });
    expect(Object.values(keyedStageStatuses('initial'))).toEqual([
      'in_progress',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('keep a block on the current stage, and drop it once the estate moves on', () => {
    expect(keyedStageStatuses('administration', { administration: 'blocked' }).administration).toBe(
      'blocked',
    );
    expect(keyedStageStatuses('distribution', { administration: 'blocked' }).administration).toBe(
      'completed',
    );
  });

  it('are all completed when the estate is closed', () => {
    expect(new Set(Object.values(keyedStageStatuses('closed')))).toEqual(new Set(['completed']));
  });

  it('move the estate when one is saved with a new status', () => {
    expect(estateStageAfter('grant_issued', 'in_progress', 'initial')).toBe('grant_issued');
    expect(estateStageAfter('administration', 'blocked', 'grant_issued')).toBe('administration');
    // Completing the current stage opens the next; completing Closed stays closed.
    expect(estateStageAfter('grant_issued', 'completed', 'grant_issued')).toBe('administration');
    expect(estateStageAfter('closed', 'completed', 'distribution')).toBe('closed');
    // Completing an earlier stage again changes nothing.
    expect(estateStageAfter('initial', 'completed', 'administration')).toBe('administration');
    // Back to pending: the stage before becomes current (Initial stays).
    expect(estateStageAfter('grant_issued', 'pending', 'grant_issued')).toBe('application_filed');
    expect(estateStageAfter('initial', 'pending', 'initial')).toBe('initial');
    // A later stage left pending changes nothing.
    expect(estateStageAfter('distribution', 'pending', 'grant_issued')).toBe('grant_issued');
  });

  it('sit 100 apart, leaving room for the firm’s stages between them', () => {
    expect(keyedStagePosition('initial')).toBe(100);
    expect(keyedStagePosition('closed')).toBe(600);
  });
});

describe('New Zealand compliance obligations', () => {
  const byAuthority = (authority: string) =>
    NZ_COMPLIANCE_OBLIGATIONS.find((o) => o.authority.startsWith(authority))!;
  const dates = { dateOfDeath: '2026-01-31', grantDate: null };

  it('count from the death where the facts give a period', () => {
    expect(complianceDueDate(byAuthority('Ministry of Social Development'), dates)).toBe('2026-02-28');
    const ird = NZ_COMPLIANCE_OBLIGATIONS.filter((o) => o.authority === 'Inland Revenue');
    expect(ird.map((o) => complianceDueDate(o, dates))).toEqual(['2026-04-01', '2026-04-01']);
    expect(complianceDueDate(byAuthority('Waka Kotahi'), dates)).toBeNull();
  });

  it('count the s47, Family Protection and PRA periods from the grant, once it is recorded', () => {
    const s47 = byAuthority('Administration Act 1969 s47');
    const fpa = byAuthority('Family Protection Act');
    const pra = byAuthority('Property (Relationships) Act');
    expect([s47, fpa, pra].map((o) => complianceDueDate(o, dates))).toEqual([null, null, null]);
    const granted = { ...dates, grantDate: '2026-08-31' };
    expect([s47, fpa, pra].map((o) => complianceDueDate(o, granted))).toEqual([
      '2027-02-28',
      '2027-08-31',
      '2027-02-28',
    ]);
    // Only an estate administered without a grant counts the option from the death; the others
    // (small by the product's flag or not) from the grant, and only the option moves.
    expect(complianceDueDate(pra, dates, true)).toBe('2026-07-31');
    expect(complianceDueDate(s47, dates, true)).toBeNull();
  });

  it('show overdue when pending past the due date in New Zealand, never when completed', () => {
    expect(complianceStatusOf({ status: 'pending', dueDate: '2026-05-01' }, '2026-05-02')).toBe('overdue');
    expect(complianceStatusOf({ status: 'pending', dueDate: '2026-05-02' }, '2026-05-02')).toBe('pending');
    expect(complianceStatusOf({ status: 'completed', dueDate: '2026-05-01' }, '2026-05-02')).toBe(
      'completed',
    );
    expect(complianceStatusOf({ status: 'pending', dueDate: null }, '2026-05-02')).toBe('pending');
  });
});
