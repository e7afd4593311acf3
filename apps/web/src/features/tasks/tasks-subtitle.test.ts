import { describe, expect, it } from 'vitest';
import { tasksSubtitle } from './tasks-subtitle';

describe('the Tasks page subtitle says what the list is', () => {
  it("an admin lists all tasks, a lawyer the firm's, a beneficiary the followed estates', an executor their own", () => {
    expect(tasksSubtitle('admin')).toBe('All tasks, on every estate.');
    expect(tasksSubtitle('lawyer')).toBe("Tasks of your firm's estates and the others you work on.");
    expect(tasksSubtitle('executor')).toBe('Tasks assigned to you.');
    expect(tasksSubtitle('beneficiary')).toBe('Tasks of the estates you follow.');
  });
});
