// The line-agnostic insurance core: what other modules (claims, documents, other lines) may use.
export { getPolicyForPrincipal, findOwnedPolicy, holderOf } from './ownership.js';
export {
  onPolicyVersionChanged,
  type PolicyVersionChange,
  type PolicyVersionListener,
} from './version-events.js';
export { runBilling, type BillingRunOptions, type BillingRunResult } from './billing-run.js';
export {
  simulatedCollector,
  type Collector,
  type CollectionAttempt,
  type CollectionOutcome,
} from './collector.js';
export { appendEvent, listEvents } from './events.js';
export { CORE_MESSAGES, policyNotFound } from './errors.js';
export type { Clock } from './clock.js';
