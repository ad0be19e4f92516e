/**
 * When a motor claim counts as reported late: insurers ask for notice within 48 hours of the incident
 * (REFERENCE "SAPS case numbers"), so a claim reported later must say why. The incident's date and time are
 * South African local time (UTC+2 all year); the server checks against its clock, the form shows the same
 * rule with the browser's.
 */
import { saLocalInstant } from '../../validators/sa-local-time.js';

export { saLocalInstant };

export const MOTOR_CLAIM_NOTICE_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;

/** Whether a claim made at `now` comes more than 48 hours after the incident (false when the time is unreadable). */
export function isLateMotorClaimNotice(
  incident: { incident_date: string; incident_time: string },
  now: Date,
): boolean {
  const at = saLocalInstant(incident.incident_date, incident.incident_time);
  return at !== null && now.getTime() - at.getTime() > MOTOR_CLAIM_NOTICE_HOURS * HOUR_MS;
}

/** Whether the incident's date and time lie after `now` (a claim cannot be made for what has not happened). */
export function isIncidentInFuture(
  incident: { incident_date: string; incident_time: string },
  now: Date,
): boolean {
  const at = saLocalInstant(incident.incident_date, incident.incident_time);
  return at !== null && at.getTime() > now.getTime();
}
