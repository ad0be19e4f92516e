import type { Audience } from './audience';

/** Spec 000 §3: the employee's two-factor status is kept in localStorage. */
export const EMPLOYEE_TWO_FACTOR_KEY = 'employeeTwoFactorStatus';

export function storeTwoFactorStatus(audience: Audience, status: 'enabled' | 'disabled' | null): void {
  if (audience !== 'employee') return;
  try {
    if (status === null) window.localStorage.removeItem(EMPLOYEE_TWO_FACTOR_KEY);
    else window.localStorage.setItem(EMPLOYEE_TWO_FACTOR_KEY, status);
  } catch {
    // Storage refused (private mode): the server's status is the one that counts anyway.
  }
}

export function storedTwoFactorStatus(): 'enabled' | 'disabled' | null {
  try {
    const value = window.localStorage.getItem(EMPLOYEE_TWO_FACTOR_KEY);
    return value === 'enabled' || value === 'disabled' ? value : null;
  } catch {
    return null;
  }
}
