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
      'Liam Lawyer opened the Estate of Margaret Wilson with 2 documents',
    ],
    [
      { action: 'estate.updated', data: { changes: { executorId: 'x' }, executorName: 'Aroha Ngata' } },
      'Liam Lawyer assigned Aroha Ngata as executor of the Estate of Margaret Wilson',
    ],
    [
      // An event recorded before it carried the executor's name.
      { action: 'estate.updated', data: { changes: { executorId: 'x' } } },
      'Liam Lawyer assigned an executor to the Estate of Margaret Wilson',
    ],
    [
      { action: 'estate.updated', data: { changes: { executorId: null } } },
      'Liam Lawyer removed the executor of the Estate of Margaret Wilson',
    ],
    [
      { action: 'estate.updated', data: { changes: { grantDate: '2026-10-01' } } },
      'Liam Lawyer recorded the grant date of the Estate of Margaret Wilson',
    ],
    [
      { action: 'estate.updated', data: { changes: { executorId: null, executorInvited: true } } },
      'Liam Lawyer invited an executor to the Estate of Margaret Wilson',
    ],
    [
      { action: 'estate.executor_invited', data: { email: 'hine@example.nz' } },
      'Liam Lawyer invited hine@example.nz to be the executor of the Estate of Margaret Wilson',
    ],
    [
      { action: 'estate.executor_invitation_cancelled', data: { email: 'hine@example.nz' } },
      'Liam Lawyer cancelled the invitation to hine@example.nz for the Estate of Margaret Wilson',
    ],
    [
      { action: 'task.status_changed', data: { name: 'File for probate', to: 'in_progress' } },
      'Liam Lawyer marked “File for probate” as in progress on the Estate of Margaret Wilson',
    ],
    [
      {
        action: 'task.status_changed',
        data: { name: 'Notify banks', to: 'completed', by: 'notifyflow' },
      },
      'NotifyFlow marked “Notify banks” as completed on the Estate of Margaret Wilson: every organisation has completed',
    ],
    [
      { action: 'document.uploaded', data: { name: 'death-certificate.pdf' } },
      'Liam Lawyer uploaded death-certificate.pdf to the Estate of Margaret Wilson',
    ],
    [
      { action: 'document.shared', data: { name: 'will.pdf' } },
      'Liam Lawyer shared will.pdf with the beneficiaries of the Estate of Margaret Wilson',
    ],
    [
      { action: 'document.unshared', data: { name: 'will.pdf' } },
      'Liam Lawyer stopped sharing will.pdf with the beneficiaries of the Estate of Margaret Wilson',
    ],
    [
      { action: 'digital_asset.deleted', data: { name: 'Airpoints' } },
      'Liam Lawyer removed the digital asset Airpoints from the Estate of Margaret Wilson',
    ],
    [
      { action: 'estate.exported', data: null },
      'Liam Lawyer exported the Estate of Margaret Wilson for OneLaw',
    ],
    [
      { action: 'note.added', data: { estateId: 'e1', title: 'Called ANZ' } },
      'Liam Lawyer added the note “Called ANZ” on the Estate of Margaret Wilson',
    ],
    [
      { action: 'note.created', data: { estateId: 'e1', name: 'Called ANZ' } },
      'Liam Lawyer added the note “Called ANZ” on the Estate of Margaret Wilson',
    ],
    [
      { action: 'note_comment.created', data: { estateId: 'e1', name: 'Called ANZ' } },
      'Liam Lawyer commented on the note “Called ANZ” on the Estate of Margaret Wilson',
    ],
    [
      { action: 'estate.updated', data: { changes: { status: 'pending', stage: 'grant_issued' } } },
      'Liam Lawyer moved the Estate of Margaret Wilson to pending, stage Grant Issued',
    ],
    [
      { action: 'estate.updated', data: { changes: { stage: 'distribution' } } },
      'Liam Lawyer moved the Estate of Margaret Wilson to the Distribution stage',
    ],
  ])('%o', (event, sentence) => {
    expect(activitySentence({ ...base, ...event })).toBe(sentence);
  });

  it('names someone when the actor is gone', () => {
    expect(
      activitySentence({ ...base, actorName: null, action: 'document.replaced', data: { version: 3 } }),
    ).toBe('Someone uploaded a new version of a document (version 3) to the Estate of Margaret Wilson');
  });

  it('still reads as a sentence when the estate is not known', () => {
    const unknown = { ...base, deceasedName: null, estateId: null };
    expect(activitySentence({ ...unknown, action: 'estate.created', data: { documents: 1 } })).toBe(
      'Liam Lawyer opened a new estate with 1 document',
    );
    expect(
      activitySentence({ ...unknown, action: 'estate.updated', data: { changes: { executorId: 'x' } } }),
    ).toBe('Liam Lawyer assigned an executor');
    expect(activitySentence({ ...unknown, action: 'document.uploaded', data: { name: 'will.pdf' } })).toBe(
      'Liam Lawyer uploaded will.pdf',
    );
    expect(
      activitySentence({ ...unknown, action: 'estate.updated', data: { changes: { status: 'closed' } } }),
    ).toBe('Liam Lawyer changed the status to closed');
  });
});
