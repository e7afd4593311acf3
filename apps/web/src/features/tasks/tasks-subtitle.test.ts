import { describe, expect, it } from 'vitest';
import { tasksSubtitle } from './tasks-subtitle';

describe('the Tasks page subtitle says what the list is', () => {
  it('an admin lists all tasks, a lawyer those of the estates they opened, others their own', () => {
    expect(tasksSubtitle('admin')).toBe('All tasks, on every estate.');
    expect(tasksSubtitle('lawyer')).toBe('Tasks of the estates you opened.');
    expect(tasksSubtitle('executor')).toBe('Tasks assigned to you.');
    expect(tasksSubtitle('beneficiary')).toBe('Tasks assigned to you.');
  });
});
