// The motor line's rules and contracts (`@cover/domain/motor`, issue 11): rating, the licence disc, the
// pre-inspection and the motor path families.
export * from './contracts/motor/line.js';
export * from './contracts/motor/pre-inspection.js';
export * from './contracts/motor/inspection-page.js';
export * from './contracts/motor/pre-inspection-backoffice.js';
export * from './validators/licence-disc.js';
export * from './rating/motor/rate-table.js';
export * from './rating/motor/motor-rating-error.js';
export * from './rating/motor/rating-input.js';
export * from './rating/motor/excess.js';
export * from './rating/motor/adjustments.js';
export * from './rating/motor/quote-motor.js';
export * from './contracts/motor/valuation.js';
export * from './contracts/motor/vehicle.js';
export * from './contracts/motor/questions.js';
export * from './contracts/motor/quote.js';
export * from './contracts/motor/application.js';
export * from './contracts/motor/credit-life.js';
export * from './contracts/motor/credit-life-paths.js';
export * from './contracts/motor/policy.js';
export * from './contracts/motor/public-paths.js';
export * from './contracts/motor/paths.js';
export * from './contracts/motor/claims.js';
export * from './contracts/motor/claim-replies.js';
export * from './contracts/motor/claim-accident.js';
export * from './contracts/motor/claim-notice.js';
export * from './contracts/motor/operator/index.js';
