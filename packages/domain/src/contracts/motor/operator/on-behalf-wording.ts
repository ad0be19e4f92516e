/**
 * What the actions on an application made on an employee's behalf say, in one place for both readers: the
 * employee reads them about themselves ("Demo Operator sent the application to you to review and accept",
 * "You accepted it"), the operator reads them about the employee by name, and the stored event keeps the
 * third person ("the employee") for every other history that shows it.
 */
import { MOTOR_APPLICATION_DOCUMENT_KINDS } from '../application.js';
import { ON_BEHALF_ACCEPTANCE_LABELS, type OnBehalfAcceptanceStatus } from './desk-applications.js';

/** Who reads the action: the employee it was done for, or the operator's desk. */
export type OnBehalfReader = 'employee' | 'operator';

/** Who did it: a desk operator, back-office staff (an assessor, an underwriter), the employee or the system. */
export type OnBehalfDoer =
  | { kind: 'operator'; name: string }
  | { kind: 'staff'; name: string }
  | { kind: 'employee'; name: string }
  | { kind: 'system' };

/** The employee as the sentence speaks of them: to themselves, by name, or as "the employee". */
export interface OnBehalfVoice {
  /** the employee reads it ("you", "your") */
  you: boolean;
  /** at the start of a sentence: 'You', 'Nomvula Dlamini', 'The employee' */
  subject: string;
  /** elsewhere: 'you', 'Nomvula Dlamini', 'the employee' */
  object: string;
  /** 'your', 'Nomvula Dlamini’s', 'the employee’s' */
  possessive: string;
}

export const YOUR_VOICE: OnBehalfVoice = { you: true, subject: 'You', object: 'you', possessive: 'your' };
/** The stored summary's voice (and any history that is not the employee's or the desk's own). */
export const EMPLOYEE_VOICE: OnBehalfVoice = {
  you: false,
  subject: 'The employee',
  object: 'the employee',
  possessive: 'the employee’s',
};
export const voiceAbout = (fullName: string): OnBehalfVoice =>
  fullName.trim()
    ? { you: false, subject: fullName, object: fullName, possessive: `${fullName}’s` }
    : EMPLOYEE_VOICE;

/** The acceptance's state as the employee reads it (the desk reads ON_BEHALF_ACCEPTANCE_LABELS). */
export const ON_BEHALF_ACCEPTANCE_LABELS_FOR_YOU: Readonly<Record<OnBehalfAcceptanceStatus, string>> = {
  NOT_SENT: 'Not yet sent to you',
  SENT: 'Waiting for you to accept',
  EXPIRED: 'Your link expired: ask the operator to send it again',
  ACCEPTED: 'You accepted it',
  DECLINED: 'You told us something is wrong',
};

export const onBehalfAcceptanceLabel = (status: OnBehalfAcceptanceStatus, reader: OnBehalfReader) =>
  (reader === 'employee' ? ON_BEHALF_ACCEPTANCE_LABELS_FOR_YOU : ON_BEHALF_ACCEPTANCE_LABELS)[status];

/** Who did it, as the reader reads it: 'You', 'Demo Operator (operator)', 'Demo Assessor (Telkom Cover)'. */
export function onBehalfDoerText(doer: OnBehalfDoer, reader: OnBehalfReader): string {
  switch (doer.kind) {
    case 'operator':
      return `${doer.name} (operator)`;
    case 'staff':
      return `${doer.name} (Telkom Cover)`;
    case 'employee':
      return reader === 'employee' ? 'You' : `${doer.name || 'The employee'} (employee)`;
    case 'system':
      return 'Telkom Cover';
  }
}

const filesText = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
const documentLabel = (kind: string) =>
  MOTOR_APPLICATION_DOCUMENT_KINDS.find((entry) => entry.value === kind)?.label ?? 'document';

/** The facts an on-behalf event keeps (its `data`) that its words are made from. */
export interface OnBehalfFacts {
  /** the operator's display name (who did it) */
  operatorName: string;
  data: Readonly<Record<string, unknown>>;
}

/** The events of the work done on the employee's behalf (the application's history). */
export const ON_BEHALF_EVENTS = {
  vehicleRegistered: 'on_behalf.vehicle_registered',
  documentsUploaded: 'on_behalf.documents_uploaded',
  sentForAcceptance: 'on_behalf.sent_for_acceptance',
  accepted: 'on_behalf.accepted',
  declined: 'on_behalf.declined',
  /** the employee asked for the review link again ("Send me the link again") */
  linkSentAgain: 'on_behalf.link_sent_again',
} as const;

/** The on-behalf events and their words in a voice; each returns null when its facts are missing. */
export const ON_BEHALF_EVENT_WORDS: Readonly<
  Record<string, (facts: OnBehalfFacts, voice: OnBehalfVoice) => string | null>
> = {
  [ON_BEHALF_EVENTS.vehicleRegistered]: ({ operatorName, data }, voice) => {
    const vehicle = data.vehicle as { make?: unknown; model?: unknown; registrationNo?: unknown } | undefined;
    if (typeof data.changed !== 'boolean' || !vehicle) return null;
    const what = `${String(vehicle.make)} ${String(vehicle.model)} (${String(vehicle.registrationNo)})`;
    return `${operatorName} ${data.changed ? 'changed' : 'registered'} ${voice.you ? 'your' : 'the'} ${what} on ${voice.possessive} behalf`;
  },
  [ON_BEHALF_EVENTS.documentsUploaded]: ({ operatorName, data }, voice) => {
    if (typeof data.kind !== 'string' || typeof data.files !== 'number') return null;
    return `${operatorName} uploaded ${voice.you ? 'your' : 'the'} ${documentLabel(data.kind)} (${filesText(data.files)}) on ${voice.possessive} behalf`;
  },
  [ON_BEHALF_EVENTS.sentForAcceptance]: ({ operatorName }, voice) =>
    `${operatorName} sent the application to ${voice.object} to review and accept`,
  [ON_BEHALF_EVENTS.linkSentAgain]: (_facts, voice) => `${voice.subject} asked for the review link again`,
  [ON_BEHALF_EVENTS.accepted]: ({ data }, voice) =>
    typeof data.textVersion === 'string'
      ? `${voice.subject} reviewed the application and accepted the terms and consents`
      : null,
  [ON_BEHALF_EVENTS.declined]: ({ data }, voice) => {
    if (typeof data.reason !== 'string') return null;
    return voice.you
      ? `You declined the application and told us what is wrong: ${data.reason}`
      : `Declined by ${voice.object === EMPLOYEE_VOICE.object ? 'the employee' : `the employee, ${voice.object}`}: ${data.reason}`;
  },
};

/** An on-behalf event's words in a voice; null for another event or when its facts are missing. */
export function onBehalfSummary(type: string, facts: OnBehalfFacts, voice: OnBehalfVoice): string | null {
  const words = ON_BEHALF_EVENT_WORDS[type];
  return words ? words(facts, voice) : null;
}

/** The stored summary of an on-behalf event (third person); it throws when the facts do not make one. */
export function storedOnBehalfSummary(type: string, facts: OnBehalfFacts): string {
  const summary = onBehalfSummary(type, facts, EMPLOYEE_VOICE);
  if (summary === null) throw new Error(`no words for ${type} with these facts`);
  return summary;
}
