import { type OnBehalfAcceptance, type MotorApplication } from '@cover/domain/motor';
import { motorDocumentKindLabel } from '../../motor/shared/policies/labels';

/**
 * What an application made on an employee's behalf still waits for, in plain words: its documents, the
 * vehicle's inspection (until approved) and the employee's acceptance. Empty once nothing is outstanding.
 */
export function onBehalfWaitingFor(
  application: Pick<MotorApplication, 'status' | 'documentsOutstanding' | 'module'>,
  acceptance: Pick<OnBehalfAcceptance, 'status' | 'statusLabel'>,
): string[] {
  if (application.status !== 'PENDING' && application.status !== 'APPROVED') return [];
  const waits: string[] = [];
  if (application.documentsOutstanding.length > 0)
    waits.push(`Documents: ${application.documentsOutstanding.map(motorDocumentKindLabel).join(', ')}`);
  const inspection = application.module.preInspection;
  if (!inspection) waits.push('The vehicle’s inspection: not started');
  else if (inspection.assessmentStatus !== 'APPROVED')
    waits.push(`The vehicle’s inspection: ${inspection.assessmentStatusLabel}`);
  // sent and not yet answered is what waiting for the acceptance means: its label would say it twice
  if (acceptance.status === 'SENT') waits.push('The employee’s acceptance');
  else if (acceptance.status !== 'ACCEPTED')
    waits.push(`The employee’s acceptance: ${acceptance.statusLabel}`);
  return waits;
}
