/**
 * A pool user's own contacts, as their account verified them: the email address once its code was confirmed,
 * the mobile number (E.164) once its code was. An unverified one is not given (it may be a typing mistake
 * waiting for its code), nor one only pending a change. Read with the caller's database handle, so that a
 * request's own transaction can ask it (the embedded database has one connection).
 */
import type { Database } from '../../db/client.js';
import type { PoolKey } from './pools.js';
import { findUserByLogin } from './users-repo.js';

export interface VerifiedContacts {
  email: string | null;
  cellphone: string | null;
}

export async function verifiedContactsOf(
  db: Database,
  pool: PoolKey,
  login: string,
): Promise<VerifiedContacts> {
  const user = await findUserByLogin(db, pool, login);
  const attributes = user?.attributes ?? {};
  return {
    email: attributes.email_verified === 'true' && attributes.email ? attributes.email : null,
    cellphone:
      attributes.phone_number_verified === 'true' && attributes.phone_number ? attributes.phone_number : null,
  };
}
