// The funeral line's rules and contracts (`@cover/domain/funeral`): its constants, member ages, rating,
// claim rule, path map and payloads. Shared rules and contracts are in `@cover/domain` (index.ts).
export * from './constants/funeral.js';
export * from './constants/cover-options.js';
export * from './constants/claim-documents.js';
export * from './constants/packages.js';
export * from './validators/member-age.js';
export * from './contracts/funeral-quote.js';
export * from './rating/funeral/rate-table-types.js';
export * from './rating/funeral/rate-table-v1.js';
export * from './rating/funeral/rate-tables.js';
export type { FuneralRatingOptions } from './rating/funeral/rating-options.js';
export * from './rating/funeral/price-funeral-quote.js';
export { familyAgeErrors, type FamilyAgeInput } from './rating/funeral/family-ages.js';
export * from './rating/funeral/cover-calculator.js';
export * from './rating/funeral/cover-pricing.js';
export * from './rating/funeral/extended-family.js';
export * from './lifecycle/funeral/claim-rule.js';
export * from './contracts/funeral/index.js';
export * from './contracts/funeral/claims-extra.js';
