/**
 * The desk's routes need the 'operator' role (their config.role): back-office staff sign in with the same
 * session, but do not register policy holders or vehicles.
 */
export const DESK_ROLE = 'operator';
