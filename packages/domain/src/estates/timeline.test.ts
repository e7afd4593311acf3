import { describe, expect, it } from 'vitest';
import { parseTags, noteInputSchema } from '../estate-records/note.js';
import { timelineEntry } from './timeline.js';

describe('timelineEntry: what each recorded action shows as', () => {
  it('estate events are the legal process, with what changed', () => {
    expect(timelineEntry('estate.created', { documents: 1, tasks: 6 })).toEqual({
      type: 'legal',
      category: 'legal',
      title: 'Estate opened',
      description: 'Opened with 1 document and 6 starter tasks',
    });
    expect(
      timelineEntry('estate.updated', { before: { status: 'active' }, changes: { status: 'pending' } }),
    ).toMatchObject({
      type: 'legal',
      title: 'Status changed',
      description: 'Status changed from Active to Pending',
    });
    expect(timelineEntry('estate.updated', { changes: { stage: 'application_filed' } })).toMatchObject({
      title: 'Stage changed',
      description: 'Moved to the Application Filed stage',
    });
    expect(timelineEntry('estate.updated', { changes: { grantDate: '2025-03-12' } })).toMatchObject({
      category: 'legal',
      title: 'Grant recorded',
      description: 'Grant dated 12 March 2025',
    });
  });

  it('documents, tasks, NotifyFlow and notes each have their icon and category', () => {
    expect(timelineEntry('document.uploaded', { name: 'will.pdf' })).toEqual({
      type: 'document',
      category: 'documentation',
      title: 'Document uploaded',
      description: '“will.pdf”',
    });
    expect(
      timelineEntry('task.status_changed', { to: 'completed', name: 'Obtain death certificate' }),
    ).toEqual({
      type: 'task',
      category: 'tasks',
      title: 'Task completed',
      description: '“Obtain death certificate” marked as completed',
    });
    expect(timelineEntry('task.status_changed', { to: 'in_progress', name: 'X' }).title).toBe('Task updated');
    expect(
      timelineEntry('institution.responded', { institution: 'Kiwibank', action: 'complete', message: '' }),
    ).toMatchObject({
      type: 'communication',
      category: 'communication',
      description: 'Kiwibank confirmed it has finished',
    });
    expect(timelineEntry('note.created', { name: 'Called ANZ' })).toEqual({
      type: 'default',
      category: 'notes',
      title: 'Note added',
      description: '“Called ANZ”',
    });
    expect(timelineEntry('note.added', { title: 'Called ANZ' }).title).toBe('Note added');
  });

  it('milestones: created and completed; any other kind of record by its entity', () => {
    expect(timelineEntry('milestone.created', { name: 'Grant' })).toMatchObject({
      type: 'milestone',
      title: 'Milestone added',
    });
    expect(timelineEntry('milestone.updated', { name: 'Grant', status: 'completed' }).title).toBe(
      'Milestone completed',
    );
    expect(timelineEntry('correspondence.deleted', { name: 'Letter to IRD' })).toEqual({
      type: 'communication',
      category: 'communication',
      title: 'Correspondence removed',
      description: '“Letter to IRD”',
    });
    expect(timelineEntry('tax_record.created', {})).toEqual({
      type: 'default',
      category: 'records',
      title: 'Tax record added',
      description: '',
    });
  });
});

describe('notes', () => {
  it('tags typed with commas become a list, and the form refuses too many or too long', () => {
    expect(parseTags(' bank, probate,, bank ')).toEqual(['bank', 'probate']);
    const base = { title: 'T', content: 'C', category: 'general' };
    expect(noteInputSchema.safeParse({ ...base, tags: 'a,b' }).success).toBe(true);
    const many = noteInputSchema.safeParse({
      ...base,
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(','),
    });
    expect(many.error?.issues[0]?.message).toBe('At most 10 tags');
    const long = noteInputSchema.safeParse({ ...base, tags: 'x'.repeat(41) });
    expect(long.error?.issues[0]?.message).toBe('Each tag must be 40 characters or fewer');
  });
});
