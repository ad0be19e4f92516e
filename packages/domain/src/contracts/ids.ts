/** Ids the server issued (uuids), as every line's contracts take them. */
import { z } from 'zod';

export const ID_MESSAGES = { policyId: 'Please choose a policy' } as const;

/** An id the server issued (uuid). */
export const entityIdField = z.string().trim().uuid(ID_MESSAGES.policyId);
export const policyIdField = entityIdField;
