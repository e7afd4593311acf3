/**
 * The texts of the notices the app's own events make (issue 16; decision 024): what the bell, the
 * notifications page and the email say, and where each leads. Each builder answers a `Notice` for
 * `notify()`, which the caller runs in the transaction of the change that caused it.
 */
import { nzDateText, type StatutoryDate } from '@estate/domain';
import { noticeEmail } from '../email/templates/index.js';
import type { Notice } from './notify.js';

/** A stored date as New Zealand writes it (2 May 2027); anything malformed as it is. */
const formatNzDate = (isoDate: string): string => nzDateText(isoDate);

/** The email of a notice: a greeting, the lines, and the link to open in the app. */
function email(
  subject: string,
  lines: string[],
  publicUrl: string,
  path: string,
): NonNullable<Notice['email']> {
  const link = `${publicUrl}${path}`;
  return { ...noticeEmail({ subject, lines, link }), link };
}

const estatePath = (estateId: string) => `/dashboard/estates/${estateId}`;

/** Someone was made executor of an estate (or otherwise given it) by another person. */
export function estateAssignedNotice(input: {
  userId: string;
  estate: { id: string; deceasedName: string };
  by: string;
  publicUrl: string;
}): Notice {
  const { estate, by } = input;
  const link = estatePath(estate.id);
  const message = `${by} named you executor of the estate of ${estate.deceasedName}. It is now in your dashboard.`;
  return {
    userId: input.userId,
    kind: 'assignment',
    type: 'info',
    title: `You are executor of the estate of ${estate.deceasedName}`,
    message,
    link,
    email: email(
      `You are executor of the estate of ${estate.deceasedName}`,
      [message],
      input.publicUrl,
      link,
    ),
  };
}

/** A task was given to someone by another person. */
export function taskAssignedNotice(input: {
  userId: string;
  task: { name: string; dueDate: string | null };
  estate: { id: string; deceasedName: string };
  by: string;
  publicUrl: string;
}): Notice {
  const { task, estate, by } = input;
  const link = estatePath(estate.id);
  const due = task.dueDate ? ` It is due on ${formatNzDate(task.dueDate)}.` : '';
  const message = `${by} gave you the task "${task.name}" on the estate of ${estate.deceasedName}.${due}`;
  return {
    userId: input.userId,
    kind: 'assignment',
    type: 'info',
    title: `New task: ${task.name}`,
    message,
    link,
    email: email(`New task: ${task.name}`, [message], input.publicUrl, link),
  };
}

/** A task not yet done is due within 7 days, or is past its due date. Once per task and due date. */
export function taskDeadlineNotice(input: {
  userId: string;
  task: { id: string; name: string; dueDate: string };
  estate: { id: string; deceasedName: string };
  overdue: boolean;
  publicUrl: string;
}): Notice {
  const { task, estate, overdue } = input;
  const link = estatePath(estate.id);
  const on = formatNzDate(task.dueDate);
  const title = overdue ? `Overdue: ${task.name}` : `Due ${on}: ${task.name}`;
  const message = overdue
    ? `The task "${task.name}" on the estate of ${estate.deceasedName} was due on ${on} and is not done.`
    : `The task "${task.name}" on the estate of ${estate.deceasedName} is due on ${on}.`;
  return {
    userId: input.userId,
    kind: 'deadline',
    type: overdue ? 'error' : 'warning',
    title,
    message,
    link,
    dedupeKey: `task:${task.id}:${overdue ? 'overdue' : 'due-in-7'}:${task.dueDate}`,
    email: email(title, [message], input.publicUrl, link),
  };
}

/** Where each statutory date is worked on in the estate. */
const STATUTORY_SECTION: Record<StatutoryDate['kind'], string> = {
  s47: 'distribution',
  relationship_option: 'distribution',
  family_protection: 'claims',
  notice_lapse: 'claims',
};

/** A statutory date of an estate is within 7 days, or passed. Once per date and estate. */
export function statutoryDateNotice(input: {
  userId: string;
  date: StatutoryDate;
  estate: { id: string; deceasedName: string };
  passed: boolean;
  publicUrl: string;
}): Notice {
  const { date, estate, passed } = input;
  const link = `${estatePath(estate.id)}/${STATUTORY_SECTION[date.kind]}`;
  const on = formatNzDate(date.date);
  const title = passed ? `Passed ${on}: ${date.title}` : `Coming up ${on}: ${date.title}`;
  const message = `Estate of ${estate.deceasedName}: ${date.title} on ${on}. ${date.basis}`;
  return {
    userId: input.userId,
    kind: 'deadline',
    type: passed ? 'info' : 'warning',
    title,
    message,
    link,
    dedupeKey: `statutory:${date.key}:${passed ? 'passed' : 'due-in-7'}:${date.date}`,
    email: email(title, [message], input.publicUrl, link),
  };
}
