/**
 * THE access floor (ARCHITECTURE "Identity and access"; decision 059): every "who may see or change
 * what" rule lives under this folder, as named scopes, and this file is the only import other code
 * uses. Routes and services call these and never write their own `where` for who may see what.
 * Something outside a scope answers 404, exactly as if it did not exist.
 *
 * - `estate-base.ts` is the one base: which estates a person may see (`visibleEstates`), the firm's
 *   estates a colleague shares, and `estateOwned`, which ANDs estate visibility into every scope over
 *   a table that belongs to an estate (tasks, documents, threads, calendar items, records of every
 *   kind). A scope written without it is a review finding: removing someone from an estate must
 *   remove everything of it at once.
 * - One file per area builds on it: estates, tasks, documents, messages, activity, calendar,
 *   notifyflow, templates, back office, the person's own rows (the Privacy Act export), and who
 *   may be told of a live change (`events.ts`, decision 062).
 *
 * What a role may do at all (notes and changes need `estate:manage`, the back office
 * `admin:access`) is the permission matrix in @estate/domain, checked by `requireActor`; which
 * estates and rows it may do that to is decided here. The authorization matrix
 * (apps/api/test/access/authorization-matrix/: `harness.ts` and one `<area>.rows.ts` of rows per
 * area, run in two test files) holds every route to these rules for eight kinds of actor.
 */
export { runsEstates, type Actor, type Who } from './actor.js';
// The base's building blocks (`inVisibleEstate`, `visibleEstateIds`, `firmOfLawyer`) stay inside this
// folder: code outside scopes a table that belongs to an estate with `estateOwned`, never by hand.
export {
  estateOwned,
  estatePeople,
  estateCountOfAccount,
  firmEstates,
  firmKeyEstates,
  firmOfNewEstate,
  holdsEstateRole,
  isLinkedToEstate,
  keepsTheBooks,
  lawyerActsOn,
  myFirm,
  peopleRunningEstates,
  requireEstate,
  visibleEstates,
} from './estate-base.js';
export * from './estates.js';
export * from './tasks.js';
export * from './documents.js';
export * from './messages.js';
export * from './activity.js';
export * from './calendar.js';
export * from './notifyflow.js';
export * from './templates.js';
export * from './back-office.js';
export * from './own-rows.js';
export * from './organisations.js';
export * from './firms.js';
export { eventReader } from './events.js';
