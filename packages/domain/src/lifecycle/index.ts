// Line-agnostic lifecycle rules: state machines and the dates of cover, billing and grace.
export * from './state-machine.js';
export * from './application.js';
export * from './policy.js';
export * from './claim.js';
export * from './dates.js';
export * from './billing-dates.js';
export * from './cover-periods.js';
export * from './unused-premium.js';
export * from './cover-start.js';
export * from './beneficiary-shares.js';
export * from './reinstatement.js';
export * from './claim-cover-end.js';
