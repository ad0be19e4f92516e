// Every table of the database, one file per area. drizzle.config.ts and the client read this module.
export * from './callback-requests.js';
export * from './claims.js';
export * from './devices.js';
export * from './documents.js';
export * from './employees.js';
export * from './events.js';
export * from './idempotency-keys.js';
export * from './identity.js';
export * from './insurance.js';
export * from './operator-sessions.js';
export * from './operators.js';
export * from './outbox.js';
export * from './policy-holders.js';
export * from './two-factor.js';
export * from './vehicle-valuations.js';
export * from './pre-inspections.js';
export * from './on-behalf.js';
