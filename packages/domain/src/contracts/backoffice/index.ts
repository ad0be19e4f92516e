/** The back office console's contracts (issue 14, audience 'backoffice'). */
export * from './history.js';
export * from './paths.js';
export * from './queues.js';
export * from './search.js';
export * from './payments.js';
export * from './policy.js';
export * from './notes.js';
export * from './underwriting.js';
export * from './hold-withdrawal.js';
export * from './jobs.js';
