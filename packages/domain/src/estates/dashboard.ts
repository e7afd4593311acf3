/** Dashboard home: the counts, the next tasks and recent activity. */
import { z } from 'zod';

export const dashboardSchema = z.object({
  stats: z.object({
    activeEstates: z.number(),
    completedEstates: z.number(),
    pendingTasks: z.number(),
    upcoming: z.number(),
  }),
  upcomingTasks: z.array(
    z.object({
      taskId: z.string(),
      name: z.string(),
      status: z.string(),
      dueDate: z.string().nullable(),
      estateId: z.string(),
      deceasedName: z.string(),
    }),
  ),
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
