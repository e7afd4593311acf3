/** The estate endpoints' answers; the shapes live in @estate/domain, shared with the API. */
export {
  dashboardSchema,
  estateDetailSchema,
  estateListItemSchema,
  estateListSchema,
  estateSchema,
  estateTaskSchema,
  executorOptionSchema,
  type ActivityItem,
  type Dashboard,
  type Estate,
  type EstateDetail,
  type EstateList,
  type EstateListItem,
  type EstateTask,
  type ExecutorOption,
} from '@estate/domain';
