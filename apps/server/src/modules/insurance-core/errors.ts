/** The expected failures of the insurance core, with stable codes and user-facing messages. */
import { AppError } from '../../platform/errors.js';

export const CORE_MESSAGES = {
  policyNotFound: 'Policy not found',
  applicationNotFound: 'Application not found',
  quoteNotFound: 'Quote not found',
  quoteExpired: 'This quote has expired. Please get a new quote.',
  quoteUsed: 'This quote has already been used for an application. Please get a new quote.',
  alterationNotFound: 'Alteration not found',
  alterationExpired: 'This change preview has expired. Please preview the change again.',
  alterationApplied: 'This change has already been applied.',
  alterationStale: 'The policy has changed since this preview. Please preview the change again.',
  policyNotActive: 'Only an active policy can be changed.',
  policyAlreadyCancelled: 'This policy is already cancelled.',
  applicationNotPending: 'This application has already been processed.',
  policyHolderRequired: 'Please register your policy holder details first.',
  archiveActivePolicy: 'Please cancel the policy before removing it.',
  archiveIssuedApplication: 'This application has become a policy; remove the policy instead.',
} as const;

export const policyNotFound = () => new AppError(404, 'POLICY_NOT_FOUND', CORE_MESSAGES.policyNotFound);
export const applicationNotFound = () =>
  new AppError(404, 'APPLICATION_NOT_FOUND', CORE_MESSAGES.applicationNotFound);
export const quoteNotFound = () => new AppError(404, 'QUOTE_NOT_FOUND', CORE_MESSAGES.quoteNotFound);
export const alterationNotFound = () =>
  new AppError(404, 'ALTERATION_NOT_FOUND', CORE_MESSAGES.alterationNotFound);
export const policyHolderRequired = () =>
  new AppError(422, 'POLICY_HOLDER_REQUIRED', CORE_MESSAGES.policyHolderRequired);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const unprocessable = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(422, code, message, fields);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids reach uuid columns only when they look like uuids (anything else simply is not found). */
export const isUuid = (value: string) => UUID.test(value);
