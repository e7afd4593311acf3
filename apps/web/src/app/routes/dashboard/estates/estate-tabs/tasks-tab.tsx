import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/panel';
import type { EstateDetail } from '@/features/estates/api/schemas';
import { TaskTable } from '@/features/tasks/components/task-table';

/** The estate's tasks: due date (with Overdue) and status, which those who run the estate change. */
export function TasksTab({ estate, manages }: { estate: EstateDetail; manages: boolean }) {
  const tasks = useMemo(
    () => estate.tasks.map((t) => ({ ...t, estateId: estate.estateId, deceasedName: estate.deceasedName })),
    [estate],
  );
  if (!tasks.length) return <EmptyState title="No tasks found." />;
  return <TaskTable tasks={tasks} manages={manages} noDueDate="Set once the grant date is known" />;
}
