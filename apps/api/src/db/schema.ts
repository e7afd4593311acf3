/**
 * The database schema, one file per area under schema/ (issue 12). Table and column names follow the
 * spec (snake_case in SQL); TypeScript keys are camelCase. Import tables from here.
 */
export * from './schema/accounts.js';
export * from './schema/platform.js';
export * from './schema/notifyflow.js';
export * from './schema/estates.js';
export * from './schema/documents.js';
export * from './schema/estate-records.js';
export * from './schema/estate-work.js';
export * from './schema/estate-money.js';
export * from './schema/back-office.js';
export * from './schema/daily.js';
export * from './schema/court-and-templates.js';
export * from './schema/privacy.js';
export * from './schema/organisations.js';
export * from './schema/webhooks.js';
