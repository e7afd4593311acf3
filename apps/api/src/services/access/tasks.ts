import { and, eq, sql, type SQL } from 'drizzle-orm';
import { estates, milestones, tasks, taxRecords } from '../../db/schema.js';
import { runsEstates, type Who } from './actor.js';
import { estateOwned, firmEstates, visibleEstates, visibleRecordTallies } from './estate-base.js';

/**
 * Tasks: those of estates the actor may see. For queries that select from `tasks` (joined or not
 * to `estates`).
 */
export function visibleTasks(actor: Who): SQL {
  return estateOwned(actor, tasks.estateId);
}

/**
 * "Mine" among tasks whose estate is already known to be visible (a query that joins `estates` and
 * filters it with `visibleEstates`): those of `estatesWhoseTasksAreMine`, otherwise the tasks
 * assigned to the person. Checking visibility a second time per task doubled the dashboard's
 * time over 100,000 tasks.
 */
export function myTasksOnVisibleEstates(actor: Who): SQL {
  const whole = estatesWhoseTasksAreMine(actor);
  if (!whole) return eq(tasks.assignedToUserId, actor.id);
  // An admin's are every estate's: no subquery at all.
  if (actor.role === 'admin') return whole;
  return sql`${tasks.estateId} in (select ${estates.id} from ${estates} where ${whole})`;
}

/**
 * The estates all of whose tasks are "mine" (a condition on `estates`), one definition for the Tasks
 * page, the dashboard's cards and lists (decision 059):
 * - a lawyer or an admin: the firm's estates (`firmEstates`), so a firm's second lawyer sees the
 *   firm's work as the first does;
 * - a beneficiary: the estates they follow (decision 042: every task of the estate, read-only), the
 *   same tasks as the estate's Tasks tab and the task events of their Recent Activity;
 * - an executor: none as a whole; their tasks are those given to them (spec 2, roles).
 * The dashboard adds up these estates' open-task counts rather than counting the tasks (decision 055).
 */
export function estatesWhoseTasksAreMine(actor: Who): SQL | null {
  const firm = firmEstates(actor);
  if (firm) return firm;
  if (actor.role === 'beneficiary') return visibleEstates(actor);
  return null;
}

/**
 * For someone whose tasks are every task of their estates (`estatesWhoseTasksAreMine`), those tasks
 * as kept tallies per due date and done (rows of `visibleRecordTallies`) to add up: the dashboard's
 * overdue and upcoming counts without a pass over every open task (decision 086). Null for anyone
 * else, whose tasks are those given to them (counted one by one).
 */
export function myTaskTallies(actor: Who): SQL | null {
  return estatesWhoseTasksAreMine(actor) ? visibleRecordTallies(actor, 'task') : null;
}

/**
 * "My" work on the tasks page and the dashboard, within the visible tasks. The estates of
 * `estatesWhoseTasksAreMine` are visible by definition, so their tasks need no second visibility
 * check: hashing every visible estate again doubled the dashboard's task counts over 100,000 tasks
 * (issue 20). An executor's assigned tasks are checked against the estates they still see.
 */
export function myTasks(actor: Who): SQL {
  if (estatesWhoseTasksAreMine(actor)) return myTasksOnVisibleEstates(actor);
  return and(visibleTasks(actor), myTasksOnVisibleEstates(actor))!;
}

/**
 * Milestones on the calendar (issue 16): those of estates the actor may see, as the milestones
 * records kit reads them (every viewer of the estate). For queries that select from `milestones`.
 */
export function visibleMilestones(actor: Who): SQL {
  return estateOwned(actor, milestones.estateId);
}

/**
 * Tax due dates on the calendar (issue 16): only for those who run estates, as Tax Management reads
 * them (`estate:manage`, decision 018), of the estates they may see. For queries over `tax_records`.
 */
export function visibleTaxRecords(actor: Who): SQL {
  if (!runsEstates(actor)) return sql`false`;
  return estateOwned(actor, taxRecords.estateId);
}
