import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-sentence';

const base = {
  id: '1',
  actorName: 'Liam Lawyer',
  estateId: 'e1',
  deceasedName: 'Margaret Wilson',
  createdAt: '2026-11-01T00:00:00Z',
};

describe('recent activity sentences', () => {
  it.each([
    [
      { action: 'estate.created', data: { documents: 2 } },
      'Liam Lawyer opened a new estate with 2 documents',
    ],
    [
      { action: 'estate.updated', data: { changes: { executorId: 'x' } } },
      'Liam Lawyer assigned an executor',
    ],
    [
      { action: 'estate.updated', data: { changes: { grantDate: '2026-10-01' } } },
      'Liam Lawyer recorded the grant date',
    ],
    [
      { action: 'estate.updated', data: { changes: { executorId: null, executorInvited: true } } },
      'Liam Lawyer invited an executor',
    ],
    [
      { action: 'estate.executor_invited', data: { email: 'hine@example.nz' } },
      'Liam Lawyer invited hine@example.nz to be the executor',
    ],
    [
      { action: 'estate.executor_invitation_cancelled', data: { email: 'hine@example.nz' } },
      'Liam Lawyer cancelled the invitation to hine@example.nz',
    ],
    [
      { action: 'task.status_changed', data: { name: 'File for probate', to: 'in_progress' } },
      'Liam Lawyer marked “File for probate” as in progress',
    ],
    [
      {
        action: 'task.status_changed',
        data: { name: 'Notify banks', to: 'completed', by: 'notifyflow' },
      },
      'NotifyFlow marked “Notify banks” as completed: every organisation has completed',
    ],
    [{ action: 'document.uploaded', data: { name: 'will.pdf' } }, 'Liam Lawyer uploaded will.pdf'],
    [
      { action: 'document.shared', data: { name: 'will.pdf' } },
      'Liam Lawyer shared will.pdf with the beneficiaries',
    ],
    [
      { action: 'document.unshared', data: { name: 'will.pdf' } },
      'Liam Lawyer stopped sharing will.pdf with the beneficiaries',
    ],
    [
      { action: 'digital_asset.deleted', data: { name: 'Airpoints' } },
      'Liam Lawyer removed the digital asset Airpoints',
    ],
    [{ action: 'estate.exported', data: null }, 'Liam Lawyer exported an estate for OneLaw'],
    [
      { action: 'note.added', data: { estateId: 'e1', title: 'Called ANZ' } },
      'Liam Lawyer added the note “Called ANZ”',
    ],
    [
      { action: 'note.created', data: { estateId: 'e1', name: 'Called ANZ' } },
      'Liam Lawyer added the note “Called ANZ”',
    ],
    [
      { action: 'note_comment.created', data: { estateId: 'e1', name: 'Called ANZ' } },
      'Liam Lawyer commented on the note “Called ANZ”',
    ],
    [
      { action: 'estate.updated', data: { changes: { status: 'pending', stage: 'grant_issued' } } },
      'Liam Lawyer moved the estate to pending, stage Grant Issued',
    ],
    [
      { action: 'estate.updated', data: { changes: { stage: 'distribution' } } },
      'Liam Lawyer moved the estate to the Distribution stage',
    ],
  ])('%o', (event, sentence) => {
    expect(activitySentence({ ...base, ...event })).toBe(sentence);
  });

  it('names someone when the actor is gone', () => {
    expect(
      activitySentence({ ...base, actorName: null, action: 'document.replaced', data: { version: 3 } }),
    ).toBe('Someone uploaded a new version of a document (version 3)');
  });
});
