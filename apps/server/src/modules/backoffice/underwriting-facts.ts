/**
 * The facts of an application in plain words for the underwriter: each line says what it insures and what
 * its referral rules read (the lives and their cover; the phone, its IMEI and colour; the vehicle, its
 * registration, VIN, value and use; the finance balance). The premium and the cover amount are not facts
 * here: the application carries them once. One registry, one entry per line, like the claim lines.
 */
import { formatRand, type ApplicationFact } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_LINE, DEVICE_LINE } from '@cover/domain/device';
import { FUNERAL_LINE } from '@cover/domain/funeral';
import { MOTOR_LINE, VEHICLE_USES } from '@cover/domain/motor';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import { VEHICLE_CREDIT_LIFE } from '../motor/credit-life-line.js';
import { creditLifeRefsOf } from '../motor/credit-life-refs.js';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const yesNo = (value: unknown) => (value === true ? 'Yes' : 'No');
const words = (...parts: unknown[]) =>
  parts
    .map((part) => (typeof part === 'number' ? String(part) : str(part)))
    .filter(Boolean)
    .join(' ');

/** A fact only when the application holds it. */
const fact = (label: string, value: string | null): ApplicationFact[] =>
  value === null || value === '' ? [] : [{ label, value }];
const money = (label: string, cents: unknown) => {
  const value = num(cents);
  return fact(label, value === null ? null : formatRand(value));
};

/** What one line says about its application: what is insured, as the underwriter reads it. */
export type ApplicationFactsOf = (application: { quote: Json; details: Json }) => ApplicationFact[];

const ROLES: Record<string, string> = {
  main: 'Main member',
  spouse: 'Spouse',
  child: 'Child',
  extended: 'Extended family',
};

const funeralFacts: ApplicationFactsOf = ({ details }) => {
  const members = Array.isArray(details.members) ? details.members.map(obj) : [];
  const roleOf = (member: Json) => ROLES[String(member.role)] ?? 'Family member';
  // two children are 'Child 1' and 'Child 2': every fact is named once
  const label = (member: Json) => {
    const same = members.filter((other) => roleOf(other) === roleOf(member));
    return same.length > 1 ? `${roleOf(member)} ${same.indexOf(member) + 1}` : roleOf(member);
  };
  return members.map((member) => ({
    label: label(member),
    value: `${words(member.firstName, member.lastName) || 'Unnamed'}, age ${num(member.age) ?? 'unknown'}: ${formatRand(num(member.coverAmount) ?? 0)}`,
  }));
};

const deviceFacts: ApplicationFactsOf = ({ quote, details }) => {
  const device = obj(quote.device);
  const storage = num(device.storageGb);
  return [
    ...fact('Phone', words(device.brand, device.model, storage ? `${storage} GB` : null)),
    ...fact('Listed in the catalogue', device.listed === false ? 'No: described by the customer' : 'Yes'),
    ...fact('IMEI', str(details.deviceIMEINumber)),
    ...fact('Colour', str(details.deviceColor)),
    ...money('Replacement cost', quote.replacementCost),
    ...fact('On contract', yesNo(details.isOnContract)),
    ...fact('Bought from Telkom', yesNo(details.isPurchasedFromProvider)),
    ...fact('Credit life on the phone', quote.isOptedforCreditLife === true ? 'Yes' : null),
  ];
};

const useLabel = (use: unknown) => VEHICLE_USES.find((entry) => entry.value === use)?.label ?? str(use);

const motorFacts: ApplicationFactsOf = ({ quote, details }) => {
  const quoted = obj(obj(quote.module).vehicle);
  const vehicle = { ...quoted, ...obj(details.vehicle) };
  const previous = obj(obj(quote.module).previousInsurance);
  const driver = obj(details.permanentDriver);
  return [
    ...fact('Vehicle', words(vehicle.manufacturingYear ?? vehicle.year, vehicle.make, vehicle.model)),
    ...fact('Registration number', str(vehicle.vehicle_reg_no)),
    ...fact('VIN', str(vehicle.vin)),
    ...fact('Colour', str(vehicle.colour)),
    ...money('Vehicle value', quote.vehicleValue ?? vehicle.estimatedRetailPrice),
    ...fact('Use', useLabel(vehicle.vehicleUsedFor)),
    ...fact('Claims in the last 3 years', String(num(previous.numberOfClaims) ?? 0)),
    ...fact('Cover cancelled before', yesNo(previous.insuranceCancelled)),
    ...fact('Drunk or reckless driving conviction', yesNo(previous.drunkOrRecklessConviction)),
    ...fact(
      'Regular driver',
      driver.isPermanent === false ? (str(driver.fullName) ?? 'Someone else') : 'The customer',
    ),
  ];
};

const creditLifeFacts: ApplicationFactsOf = ({ details }) => {
  const person = obj(details.personResponsibleForFinancing);
  return [
    ...money('Outstanding balance', details.outstandingBalance),
    ...fact('Person responsible for the finance', words(person.firstName, person.lastName) || null),
  ];
};

/** Every line's facts of its applications (a line without an entry shows none: the header still shows). */
export const APPLICATION_FACTS: Readonly<Record<string, ApplicationFactsOf>> = {
  [FUNERAL_LINE]: funeralFacts,
  [DEVICE_LINE]: deviceFacts,
  [MOTOR_LINE]: motorFacts,
  [DEVICE_CREDIT_LIFE_LINE]: creditLifeFacts,
  [VEHICLE_CREDIT_LIFE.key]: creditLifeFacts,
};

export function applicationFacts(row: Pick<ApplicationRow, 'line' | 'quote' | 'details'>): ApplicationFact[] {
  const facts = APPLICATION_FACTS[row.line];
  return facts ? facts({ quote: obj(row.quote), details: obj(row.details) }) : [];
}

/**
 * Each motor application's vehicle credit life taken with it (QA walk 3, finding 6), by application id, read
 * once for all the rows (the list's and the detail's): first its premium, which the customer pays as well as
 * the motor premium the application carries, and the amount it insures, then what both come to a month; none
 * without one, once it was removed, or once it alone was cancelled.
 */
export async function linkedCreditLifeFacts(
  db: Database,
  rows: readonly ApplicationRow[],
): Promise<Map<string, ApplicationFact[]>> {
  const motor = rows.filter((row) => row.line === MOTOR_LINE);
  const refs = motor.length > 0 ? await creditLifeRefsOf(db, motor) : new Map();
  const facts = new Map<string, ApplicationFact[]>();
  for (const row of motor) {
    const linked = refs.get(row.id);
    if (!linked || (linked.status === 'CANCELLED' && row.status !== 'CANCELLED')) continue;
    facts.set(row.id, [
      {
        label: 'Vehicle credit life taken with it',
        value: `${formatRand(linked.monthlyPremium)} a month, amount insured ${formatRand(linked.totalAmountInsured)}`,
      },
      {
        label: 'Motor cover and credit life a month',
        value: formatRand(row.monthlyPremium + linked.monthlyPremium),
      },
    ]);
  }
  return facts;
}
