import {
  parseSaIdNumber,
  type PolicyHolder,
  type policyHolderCreateSchema,
  type policyHolderUpdateSchema,
} from '@cover/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { PolicyHolderRow } from '../../db/schema/index.js';
import type { PreloadForUser, Principal, UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import {
  claimPolicyHolder,
  findPolicyHolderByIdNumber,
  findPolicyHolderByOwner,
  insertPolicyHolder,
  updateOwnedPolicyHolder,
  type PolicyHolderChanges,
  type PolicyHolderOwner,
} from './repo.js';

export const POLICY_HOLDER_NOT_FOUND_MESSAGE = 'Policy holder not found';
export const POLICY_HOLDER_EXISTS_MESSAGE = 'A policy holder already exists for this ID number';
export const POLICY_HOLDER_NOT_OWN_ID_MESSAGE = 'You can only register your own ID number as a policy holder';

export const policyHolderNotFound = () =>
  new AppError(404, 'POLICY_HOLDER_NOT_FOUND', POLICY_HOLDER_NOT_FOUND_MESSAGE);

/** A signed-in pool user acting on their own policy holder. */
export interface PolicyHolderCaller {
  audience: 'retail' | 'employee';
  sub: string;
  /** The caller's own SA ID number (retail: the pool username; employee: custom:idNumber); null if unknown. */
  idNumber: string | null;
}

type PolicyHolderCreateInput = z.output<typeof policyHolderCreateSchema>;
type PolicyHolderUpdateInput = z.output<typeof policyHolderUpdateSchema>;

const ownerOf = (caller: { audience: 'retail' | 'employee'; sub: string }): PolicyHolderOwner => ({
  pool: caller.audience,
  sub: caller.sub,
});

/** The API shape of a stored holder. */
export function toPolicyHolder(row: PolicyHolderRow): PolicyHolder {
  return {
    policyHolderId: row.id,
    type: row.type,
    id: { type: row.idType, number: row.idNumber, country: row.idCountry },
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    cellphone: row.cellphone,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const detailsOf = (input: PolicyHolderCreateInput) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email,
  cellphone: input.cellphone ?? null,
});

/**
 * Registers the caller as a policy holder. The ID number must be the caller's own (else 403) and a user has
 * at most one holder: a second create answers 409 POLICY_HOLDER_EXISTS (as does an ID number another account
 * already holds). A holder an operator registered for this ID number and nobody owns yet is claimed: linked
 * to the caller and updated with the given details. Date of birth and gender come from the ID number.
 */
export async function createPolicyHolder(
  db: Database,
  caller: PolicyHolderCaller,
  input: PolicyHolderCreateInput,
  now: Date = new Date(),
): Promise<PolicyHolder> {
  const idNumber = input.id.number;
  if (caller.idNumber === null || caller.idNumber !== idNumber) {
    throw new AppError(403, 'FORBIDDEN', POLICY_HOLDER_NOT_OWN_ID_MESSAGE, {
      'id.number': POLICY_HOLDER_NOT_OWN_ID_MESSAGE,
    });
  }
  const exists = () => new AppError(409, 'POLICY_HOLDER_EXISTS', POLICY_HOLDER_EXISTS_MESSAGE);
  const owner = ownerOf(caller);
  if (await findPolicyHolderByOwner(db, owner)) throw exists();
  const registered = await findPolicyHolderByIdNumber(db, idNumber);
  if (registered) {
    if (registered.ownerSub !== null) throw exists();
    const claimed = await claimPolicyHolder(db, registered.id, owner, detailsOf(input));
    if (!claimed) throw exists();
    return toPolicyHolder(claimed);
  }
  const parsed = parseSaIdNumber(idNumber, now);
  if (!parsed.valid)
    throw new AppError(400, 'VALIDATION_FAILED', parsed.reason, { 'id.number': parsed.reason });
  const inserted = await insertPolicyHolder(db, {
    ownerPool: owner.pool,
    ownerSub: owner.sub,
    type: input.type,
    idType: input.id.type,
    idNumber,
    idCountry: input.id.country,
    ...detailsOf(input),
    dateOfBirth: parsed.dateOfBirth,
    gender: parsed.gender,
  });
  if (!inserted) throw exists();
  return toPolicyHolder(inserted);
}

/** Updates the caller's own holder (names, email, cellphone); any other id answers 404. */
export async function updatePolicyHolder(
  db: Database,
  caller: { audience: 'retail' | 'employee'; sub: string },
  input: PolicyHolderUpdateInput,
): Promise<PolicyHolder> {
  const changes: PolicyHolderChanges = {
    ...(input.first_name === undefined ? {} : { firstName: input.first_name }),
    ...(input.last_name === undefined ? {} : { lastName: input.last_name }),
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.cellphone === undefined ? {} : { cellphone: input.cellphone }),
  };
  const updated = await updateOwnedPolicyHolder(db, ownerOf(caller), input.policyHolderId, changes);
  if (!updated) throw policyHolderNotFound();
  return toPolicyHolder(updated);
}

/** The caller's own holder when `idNumber` is its ID number; 404 for any other ID number. */
export async function getOwnPolicyHolderByIdNumber(
  db: Database,
  caller: { audience: 'retail' | 'employee'; sub: string },
  idNumber: string,
): Promise<PolicyHolder> {
  const row = await findPolicyHolderByOwner(db, ownerOf(caller));
  if (!row || row.idNumber !== idNumber) throw policyHolderNotFound();
  return toPolicyHolder(row);
}

/**
 * The policy holder linked to a signed-in retail customer or employee, or null (operators own none).
 * For the product lines: e.g. funeral applications are made for this holder.
 */
export async function findPolicyHolderForPrincipal(
  db: Database,
  principal: Principal,
): Promise<PolicyHolder | null> {
  if (principal.audience === 'operator') return null;
  const early = preloaded.get(principal);
  if (!early) return holderOfOwner(db, principal);
  preloaded.delete(principal);
  return early;
}

async function holderOfOwner(db: Database, principal: UserPrincipal): Promise<PolicyHolder | null> {
  const row = await findPolicyHolderByOwner(db, { pool: principal.audience, sub: principal.sub });
  return row ? toPolicyHolder(row) : null;
}

/**
 * The holders of the requests whose routes preload theirs (the auth guard starts the lookup beside its last
 * checks), by the request's principal: the request's first lookup of its holder takes this one, and any
 * later one reads the row again (a call may link a holder meanwhile, as an employee accepting an
 * application made on their behalf does).
 */
const preloaded = new WeakMap<Principal, Promise<PolicyHolder | null>>();

/** A route's preload (PreloadForUser): the caller's holder, looked up while the guard finishes. */
export const preloadHolder: PreloadForUser = (request, principal) => {
  const holder = holderOfOwner(request.server.db, principal);
  preloaded.set(principal, holder);
  // settled for the guard; a failure is met, and answered, by the handler's lookup
  return holder.then(
    () => undefined,
    () => undefined,
  );
};
