import { describe, expect, it } from 'vitest';
import { nzToday } from '../dates.js';
import { anchorOf, dueDateOf, runsFromDeathByLaw, taskTemplate, estateHasGrant } from './task.js';
import { isTaskOverdue } from './task-status.js';

const item = (key: string, small = false) => taskTemplate('probate', small).find((i) => i.key === key)!;

describe('overdue tasks (computed, never stored)', () => {
  const today = '2026-11-25';

  it('a task not completed and due before today in New Zealand is overdue', () => {
    expect(isTaskOverdue({ dueDate: '2026-07-14', status: 'todo' }, today)).toBe(true);
    expect(isTaskOverdue({ dueDate: '2026-11-24', status: 'in_progress' }, today)).toBe(true);
  });

  it('due today or later, completed, or without a date: not overdue', () => {
    expect(isTaskOverdue({ dueDate: today, status: 'todo' }, today)).toBe(false);
    expect(isTaskOverdue({ dueDate: '2026-12-01', status: 'todo' }, today)).toBe(false);
    expect(isTaskOverdue({ dueDate: '2026-07-14', status: 'completed' }, today)).toBe(false);
    expect(isTaskOverdue({ dueDate: null, status: 'todo' }, today)).toBe(false);
  });

  it('measures today in Pacific/Auckland, not UTC', () => {
    // 24 Nov 2026 13:30 UTC is already 25 Nov in New Zealand (NZDT, +13).
    const nzMorning = nzToday(new Date('2026-11-24T13:30:00Z'));
    expect(nzMorning).toBe('2026-11-25');
    expect(isTaskOverdue({ dueDate: '2026-11-24', status: 'todo' }, nzMorning)).toBe(true);
  });
});

describe('starter task due dates of an estate opened after the death', () => {
  const late = { dateOfDeath: '2026-07-01', grantDate: null, openedOn: '2026-09-10' };

  it('a date that would already be past counts from the opening day instead', () => {
    expect(dueDateOf(item('death-certificates'), late)).toBe('2026-09-20');
    expect(dueDateOf(item('file-probate'), late)).toBe('2026-10-22');
    expect(dueDateOf(item('ird'), late)).toBe('2026-11-09');
    for (const i of taskTemplate('letters_of_administration', true).filter((x) => x.anchor === 'death'))
      expect(dueDateOf(i, late)! >= late.openedOn, i.key).toBe(true);
  });

  it('a date still ahead on the opening day keeps counting from the death', () => {
    const soon = { dateOfDeath: '2026-09-01', grantDate: null, openedOn: '2026-09-10' };
    expect(dueDateOf(item('file-probate'), soon)).toBe('2026-10-13');
    // 1 Sep + 7 days is before the opening day: the will search counts from the opening.
    expect(dueDateOf(item('original-will'), soon)).toBe('2026-09-17');
  });

  it('grant-anchored dates wait for the grant and count from it', () => {
    expect(dueDateOf(item('s47-hold'), late)).toBeNull();
    expect(dueDateOf(item('s47-hold'), { ...late, grantDate: '2026-10-01' })).toBe('2027-04-01');
  });

  it('the legal deadline from the death (the PRA option of an estate with no grant) never moves', () => {
    expect(estateHasGrant({ withoutGrant: false })).toBe(true);
    expect(estateHasGrant({})).toBe(true);
    expect(estateHasGrant({ withoutGrant: true })).toBe(false);
    expect(anchorOf(item('pra-option'), true)).toBe('grant');
    expect(anchorOf(item('pra-option'), false)).toBe('death');
    expect(runsFromDeathByLaw(item('pra-option'), false)).toBe(true);
    expect(runsFromDeathByLaw(item('pra-option'), true)).toBe(false);
    expect(runsFromDeathByLaw(item('ird'), false)).toBe(false);
    const noGrant = { dateOfDeath: '2026-01-31', grantDate: null, openedOn: '2026-09-10', hasGrant: false };
    expect(dueDateOf(item('pra-option'), noGrant)).toBe('2026-07-31');
  });
});

describe('the Property (Relationships) Act option', () => {
  it('counts six months from the grant, small estate or not, and has no date before the grant', () => {
    for (const small of [false, true]) {
      const pra = item('pra-option', small);
      expect(pra.name).toMatch(/Property \(Relationships\) Act/);
      expect(dueDateOf(pra, { dateOfDeath: '2026-01-31', grantDate: null })).toBeNull();
      expect(dueDateOf(pra, { dateOfDeath: '2026-01-31', grantDate: '2026-05-29' })).toBe('2026-11-29');
    }
  });
});
