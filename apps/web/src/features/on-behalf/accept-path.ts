/**
 * The employee's review page of an application an operator made (the domain's ON_BEHALF_ACCEPT_PAGE_ROUTE),
 * for pages that must not load the motor contracts to name it: the sign-in page, whose first load would
 * otherwise carry them (accept-path.test.ts keeps the two the same).
 */
export const ACCEPT_PAGE_PATH = '/employee/accept';
