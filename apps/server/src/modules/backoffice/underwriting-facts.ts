/**
 * The facts of an application in plain words for the underwriter: the product and its money, then what
 * each line's referral rules read (lives and cover, the phone, the vehicle and the driver, the balance).
 */
import { formatRand, productName, type ApplicationFact } from '@cover/domain';
import type { ApplicationRow } from '../../db/schema/index.js';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const num = (value: unknown) => (typeof value === 'number' ? value : null);
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const ROLES: Record<string, string> = {
  main: 'Main member',
  spouse: 'Spouse',
  child: 'Child',
  extended: 'Extended family',
};

function funeralFacts(details: Json): ApplicationFact[] {
  const members = Array.isArray(details.members) ? details.members.map(obj) : [];
  return members.map((member) => ({
    label: ROLES[String(member.role)] ?? 'Member',
    value: `${[str(member.firstName), str(member.lastName)].filter(Boolean).join(' ') || 'Unnamed'}, age ${num(member.age) ?? '?'}: ${formatRand(num(member.coverAmount) ?? 0)}`,
  }));
}

function motorFacts(quote: Json, details: Json): ApplicationFact[] {
  const module = obj(quote.module);
  const vehicle = obj(module.vehicle);
  const previous = obj(module.previousInsurance);
  const driver = obj(details.permanentDriver);
  const facts: ApplicationFact[] = [
    {
      label: 'Vehicle',
      value: `${num(vehicle.year) ?? ''} ${str(vehicle.make) ?? ''} ${str(vehicle.model) ?? ''}`.trim(),
    },
    { label: 'Vehicle value', value: formatRand(num(quote.vehicleValue) ?? 0) },
    { label: 'Claims in the last 3 years', value: String(num(previous.numberOfClaims) ?? 0) },
    { label: 'Cover cancelled before', value: previous.insuranceCancelled ? 'Yes' : 'No' },
    {
      label: 'Drunk or reckless driving conviction',
      value: previous.drunkOrRecklessConviction ? 'Yes' : 'No',
    },
    {
      label: 'Regular driver',
      value: driver.isPermanent === false ? (str(driver.fullName) ?? 'Someone else') : 'The customer',
    },
  ];
  return facts;
}

export function applicationFacts(row: ApplicationRow): ApplicationFact[] {
  const quote = obj(row.quote);
  const details = obj(row.details);
  const facts: ApplicationFact[] = [
    { label: 'Product', value: productName(row.packageName) },
    { label: 'Sum assured', value: formatRand(row.sumAssured) },
    { label: 'Monthly premium', value: formatRand(row.monthlyPremium) },
  ];
  if (row.line === 'funeral') return [...facts, ...funeralFacts(details)];
  if (row.line === 'motor') return [...facts, ...motorFacts(quote, details)];
  if (row.line === 'device') {
    const device = obj(quote.device);
    return [
      ...facts,
      { label: 'Phone', value: `${str(device.brand) ?? ''} ${str(device.model) ?? ''}`.trim() },
      { label: 'Replacement cost', value: formatRand(num(quote.replacementCost) ?? 0) },
    ];
  }
  const balance = num(details.outstandingBalance);
  return balance === null ? facts : [...facts, { label: 'Outstanding balance', value: formatRand(balance) }];
}
