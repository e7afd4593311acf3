/** Dashboard home: the counts, the next tasks, the overdue ones and recent activity. */
import { z } from 'zod';
import { taskSchema } from './task.js';

/** A task as the dashboard lists it: the tasks page's row without its assignment and basis. */
const dashboardTaskSchema = taskSchema.pick({
  taskId: true,
  name: true,
  status: true,
  dueDate: true,
  estateId: true,
  deceasedName: true,
});

export type DashboardTask = z.infer<typeof dashboardTaskSchema>;

export const dashboardSchema = z.object({
  /** No sign-in or session of this person before the current one: "Welcome", not "Welcome back". */
  firstVisit: z.boolean(),
  /** Today in New Zealand, as the counts were measured. */
  today: z.string(),
  stats: z.object({
    activeEstates: z.number(),
    completedEstates: z.number(),
    pendingTasks: z.number(),
    /** Not completed and due from today to 14 days on (Pacific/Auckland dates). */
    upcoming: z.number(),
    /** Not completed and due before today (Pacific/Auckland): computed, never stored. */
    overdue: z.number(),
  }),
  /** The next tasks not completed and due from today on, soonest first. */
  upcomingTasks: z.array(dashboardTaskSchema),
  /** Overdue tasks, the longest overdue first. */
  overdueTasks: z.array(dashboardTaskSchema),
  recentActivity: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      action: z.string(),
      actorName: z.string().nullable(),
      estateId: z.string().nullable(),
      deceasedName: z.string().nullable(),
      data: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.string(),
    }),
  ),
});

export type Dashboard = z.infer<typeof dashboardSchema>;

export type ActivityItem = Dashboard['recentActivity'][number];
