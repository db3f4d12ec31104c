export { type KeptSummaryRecount, KeptSummaryRecounts, keptSummaryRecountsMigration } from './job.js';
export { keptSummaryFunctions, keptSummaryMigration } from './migration.js';
export { keepKeptSummary, recountKeptSummary } from './recount.js';
export type { KeptSummary, KeptSummarySource } from './types.js';
