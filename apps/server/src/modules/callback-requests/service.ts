import type { CallbackRequest, CallbackRequestReply } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { newCallbackReference } from './reference.js';
import { insertCallbackRequest } from './repo.js';

export const CALLBACK_THANK_YOU = 'Thank you. We will call you back at your preferred time.';
const MAX_REFERENCE_ATTEMPTS = 5;

/** Stores a "call me back" request under a fresh reference and returns the reply for the visitor. */
export async function submitCallbackRequest(
  db: Database,
  request: Omit<CallbackRequest, 'source'> & { source: string },
  now = new Date(),
): Promise<CallbackRequestReply> {
  for (let attempt = 0; attempt < MAX_REFERENCE_ATTEMPTS; attempt += 1) {
    const stored = await insertCallbackRequest(db, {
      reference: newCallbackReference(),
      name: request.name,
      mobile: request.mobile,
      preferredTime: request.preferredTime,
      product: request.product,
      source: request.source,
      consentAt: now,
    });
    if (stored) return { reference: stored.reference, message: CALLBACK_THANK_YOU };
  }
  throw new Error(`No free callback reference after ${MAX_REFERENCE_ATTEMPTS} attempts`);
}
