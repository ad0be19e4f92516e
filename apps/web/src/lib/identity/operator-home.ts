/**
 * Where a signed-in operator lands: back-office staff (the 'backoffice' role) on the back office console,
 * plain operators on the operator desk. Shared by the operator sign-in and the back office feature.
 */
export const OPERATOR_HOME_PATH = '/operator';
export const BACKOFFICE_ROLE = 'backoffice';
export const BACKOFFICE_HOME_PATH = '/operator/backoffice';

/** Whether the signed-in operator holds the back-office role. */
export const isBackofficeOperator = (operator: { roles?: readonly string[] } | null | undefined) =>
  Boolean(operator?.roles?.includes(BACKOFFICE_ROLE));

/**
 * The operator desk's role: back-office staff without it land on the console instead (an operator stored on
 * this device before roles were kept is let through; the server checks the role on every desk call).
 */
export const DESK_ROLE = 'operator';
export const lacksDeskRole = (operator: { roles?: readonly string[] } | null | undefined) =>
  Boolean(operator?.roles && !operator.roles.includes(DESK_ROLE));

/** The operator's home: the console for back-office staff, the desk for everyone else. */
export const operatorHomeOf = (operator: { roles?: readonly string[] } | null | undefined) =>
  isBackofficeOperator(operator) ? BACKOFFICE_HOME_PATH : OPERATOR_HOME_PATH;
