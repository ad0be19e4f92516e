/**
 * What a line needs to take an application on the core, in one place: the caller and holder, the quote
 * package, the payment, the application's lifecycle and its owner's lookup.
 */
export {
  alterPendingApplication,
  insertApplication,
  storePendingApplication,
  DECLARATION_APPROVED,
  transitionApplication,
} from './applications.js';
export { today } from './clock.js';
export { storeApplicationPayment } from './holder-payment.js';
export { actorOf, requireCaller, requireHolder, type LineCallContext } from './line-context.js';
export { findOwnedApplication } from './ownership.js';
export { markQuotePackageUsed, takeUsableQuotePackage } from './quote-packages.js';
