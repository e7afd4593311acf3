/**
 * The roots of the query keys that more than one feature touches. A task change, for instance,
 * moves an estate's progress and the dashboard counts, and features may not import each other.
 */
export const queryRoots = {
  dashboard: ['dashboard'],
  estates: ['estates'],
  tasks: ['tasks'],
  documents: ['documents'],
  digitalAssets: ['digital-assets'],
} as const;
