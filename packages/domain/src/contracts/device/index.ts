// Contracts of the device routes (every family) and the one path map.
export * from './line.js';
export * from './catalogue.js';
export * from './quote.js';
export * from './application.js';
export * from './imei-check.js';
export * from './policy.js';
export * from './claims.js';
export * from './repair-quote.js';
export * from './paths.js';
export * from './credit-life-paths.js';
