// The operator desk (spec 001 §1, §6, §7 "Operator") and the employee's side of what it does for them.
export * from './desk-route.js';
export * from './employee-search.js';
export * from './desk-applications.js';
export * from './on-behalf.js';
export * from './paths.js';
export * from './desk-application-status.js';
