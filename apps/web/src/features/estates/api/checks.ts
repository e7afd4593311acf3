import type { Dashboard, Estate } from '@estate/domain';
import {
  answerCheck,
  array,
  boolean,
  nullable,
  number,
  object,
  positiveWhole,
  record,
  string,
  union,
  unknown,
} from '@/lib/answer-check';

// The home page's answers, checked without zod (decision 085): as the domain's `dashboardSchema`
// and `recentEstatesSchema` would, which app/first-screen-checks.test.ts holds them to.

const dashboardTask = object({
  taskId: string,
  name: string,
  status: string,
  dueDate: nullable(string),
  estateId: string,
  deceasedName: string,
});

export const dashboardCheck = answerCheck<Dashboard>(
  object({
    firstVisit: boolean,
    today: string,
    stats: object({
      activeEstates: number,
      completedEstates: number,
      pendingTasks: number,
      upcoming: number,
      overdue: number,
    }),
    upcomingTasks: array(dashboardTask),
    overdueTasks: array(dashboardTask),
    recentActivity: array(
      object({
        id: union(string, number),
        action: string,
        actorName: nullable(string),
        estateId: nullable(string),
        deceasedName: nullable(string),
        data: nullable(record(unknown)),
        createdAt: string,
      }),
    ),
  }),
);

export const recentEstatesCheck = answerCheck<{ items: Estate[] }>(
  object({
    items: array(
      object({
        version: positiveWhole,
        estateId: string,
        fileNumber: string,
        deceasedName: string,
        dateOfDeath: nullable(string),
        lastKnownAddress: nullable(string),
        stage: nullable(string),
        status: nullable(string),
        willStatus: nullable(string),
        workflowType: nullable(string),
        smallEstateFlag: nullable(boolean),
        estimatedValue: nullable(string),
        estimatedValueCents: nullable(number),
        notes: nullable(string),
        grantDate: nullable(string),
        withoutGrant: boolean,
        executorId: nullable(string),
        dateCreated: string,
        updatedAt: string,
      }),
    ),
  }),
);
