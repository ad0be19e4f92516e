/**
 * DEMO DATA — the employer roster: 50 invented employees with salary reference numbers, valid-format
 * South African ID numbers, demo e-mail addresses (@employees.demo), mobile numbers, employee types and
 * salary levels (spec 001 §6). Generated deterministically from a fixed seed, so every machine seeds the
 * same people. They are not real people. See DEMO_DATA_NOTICE.
 */
import { SALARY_LEVEL_GROUPS, saIdCheckDigit, type SalaryLevel } from '@cover/domain';
import { NAME_GROUPS } from './names.js';
import { mulberry32, type Prng } from './prng.js';
export { DEMO_DATA_NOTICE } from './demo-notice.js';

/** Every salary level of spec 001 §6, once each (BCX is in two groups). */
const ALL_SALARY_LEVELS: readonly SalaryLevel[] = [...new Set(Object.values(SALARY_LEVEL_GROUPS).flat())];

/**
 * Employee types on the roster: 'Permanent' and 'Fixed term' staff, 'Contractor' (the CW-PT level and
 * some others) and 'Part time' (the other *-PT levels).
 */
export const EMPLOYEE_TYPES = ['Permanent', 'Fixed term', 'Contractor', 'Part time'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];

export const DEMO_EMAIL_DOMAIN = 'employees.demo';

/** Generated people are 22–58 years old on this date, so they stay within 20–63 for years to come. */
export const ROSTER_REFERENCE_DATE = '2026-07-01';
const MIN_AGE = 22;
const MAX_AGE = 58;
const ROSTER_SEED = 20_260_001;

export interface DemoEmployee {
  salaryReferenceNumber: string;
  firstName: string;
  lastName: string;
  idNumber: string;
  email: string;
  cellphone: string;
  employeeType: EmployeeType;
  salaryLevel: SalaryLevel;
}

type Gender = 'female' | 'male';

/** A 13-digit SA ID: YYMMDD, a 4-digit sequence (0000–4999 female, 5000–9999 male), citizen 0, 8, check digit. */
export function buildSaIdNumber(dateOfBirth: string, gender: Gender, sequence: number): string {
  const [year, month, day] = dateOfBirth.split('-');
  if (!year || !month || !day) throw new RangeError(`Not a YYYY-MM-DD date: ${dateOfBirth}`);
  const serial = (gender === 'female' ? 0 : 5000) + (sequence % 5000);
  const first12 = `${year.slice(2)}${month}${day}${String(serial).padStart(4, '0')}08`;
  return `${first12}${saIdCheckDigit(first12)}`;
}

const emailFor = (first: string, last: string): string =>
  `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${DEMO_EMAIL_DOMAIN}`;

/** Hand-picked employees that tests and the README can rely on. */
export const DEMO_EMPLOYEE_FIXTURES: readonly DemoEmployee[] = [
  {
    salaryReferenceNumber: '10000001',
    firstName: 'Thabo',
    lastName: 'Mokoena',
    idNumber: buildSaIdNumber('1985-03-14', 'male', 123),
    email: emailFor('Thabo', 'Mokoena'),
    cellphone: '+27821000001',
    employeeType: 'Permanent',
    salaryLevel: 'M3',
  },
  {
    // A leading zero, to exercise the employee user name normalisation (spec 000 §5).
    salaryReferenceNumber: '01234567',
    firstName: 'Nomvula',
    lastName: 'Dlamini',
    idNumber: buildSaIdNumber('1992-08-21', 'female', 456),
    email: emailFor('Nomvula', 'Dlamini'),
    cellphone: '+27731000002',
    employeeType: 'Permanent',
    salaryLevel: 'OP1',
  },
  {
    salaryReferenceNumber: '20000003',
    firstName: 'Pieter',
    lastName: 'van der Merwe',
    idNumber: buildSaIdNumber('1978-11-02', 'male', 789),
    email: emailFor('Pieter', 'van der Merwe'),
    cellphone: '+27611000003',
    employeeType: 'Fixed term',
    salaryLevel: 'BCX',
  },
];

const MOBILE_PREFIXES = [
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '71',
  '72',
  '73',
  '74',
  '76',
  '78',
  '79',
  '81',
  '82',
  '83',
  '84',
];

function employeeTypeFor(level: SalaryLevel, prng: Prng): EmployeeType {
  if (level === 'CW-PT') return 'Contractor';
  if (level.endsWith('-PT')) return 'Part time';
  if (level === 'BOARD') return 'Fixed term';
  const roll = prng.next();
  if (roll < 0.8) return 'Permanent';
  return roll < 0.92 ? 'Fixed term' : 'Contractor';
}

function salaryLevelFor(index: number, prng: Prng): SalaryLevel {
  // The first generated employees cover every level once, so each level can be demonstrated.
  const every = ALL_SALARY_LEVELS[index];
  if (every) return every;
  const roll = prng.next();
  const group =
    roll < 0.55
      ? SALARY_LEVEL_GROUPS.GROUP_1
      : roll < 0.95
        ? SALARY_LEVEL_GROUPS.GROUP_2
        : SALARY_LEVEL_GROUPS.GROUP_3;
  return prng.pick(group);
}

function dateOfBirthFor(prng: Prng): string {
  const referenceYear = Number(ROSTER_REFERENCE_DATE.slice(0, 4));
  // Born after the reference day MAX_AGE + 1 years ago and on or before the reference day MIN_AGE years ago.
  const earliest = Date.UTC(referenceYear - MAX_AGE - 1, 6, 2);
  const latest = Date.UTC(referenceYear - MIN_AGE, 6, 1);
  const days = Math.floor((latest - earliest) / 86_400_000);
  const born = new Date(earliest + prng.int(0, days) * 86_400_000);
  return born.toISOString().slice(0, 10);
}

/** Draws values until one whose keys are all unused, then marks those keys as used. */
function drawUnique<T>(taken: Set<string>, draw: () => T, keys: (value: T) => string[]): T {
  for (;;) {
    const value = draw();
    const valueKeys = keys(value);
    if (valueKeys.every((key) => !taken.has(key))) {
      for (const key of valueKeys) taken.add(key);
      return value;
    }
  }
}

/** Every form a salary reference number can be looked up by (with and without a leading zero). */
function refForms(ref: string): string[] {
  return ref.startsWith('0') ? [ref, ref.slice(1)] : [ref, `0${ref}`];
}

const only = (value: string): string[] => [value];

/** The demo roster: the three fixtures followed by 47 generated employees (50 in all). */
export function generateRoster(): DemoEmployee[] {
  const prng = mulberry32(ROSTER_SEED);
  const fixtures = DEMO_EMPLOYEE_FIXTURES;
  const refs = new Set(fixtures.flatMap((e) => refForms(e.salaryReferenceNumber)));
  const names = new Set(fixtures.map((e) => `${e.firstName} ${e.lastName}`));
  const ids = new Set(fixtures.map((e) => e.idNumber));
  const mobiles = new Set(fixtures.map((e) => e.cellphone));

  const groups = NAME_GROUPS.flatMap((group) => Array.from({ length: group.quota }, () => group));
  const generated = groups.map((group, index): DemoEmployee => {
    const gender: Gender = prng.next() < 0.5 ? 'female' : 'male';
    const [firstName, lastName] = drawUnique(
      names,
      () => [prng.pick(gender === 'female' ? group.female : group.male), prng.pick(group.surnames)] as const,
      ([first, last]) => [`${first} ${last}`],
    );
    const salaryReferenceNumber = drawUnique(
      refs,
      () =>
        prng.next() < 0.2 ? `0${prng.int(1_000_000, 9_999_999)}` : String(prng.int(30_000_000, 99_999_999)),
      refForms,
    );
    const dateOfBirth = dateOfBirthFor(prng);
    const idNumber = drawUnique(ids, () => buildSaIdNumber(dateOfBirth, gender, prng.int(0, 4999)), only);
    const cellphone = drawUnique(
      mobiles,
      () => `+27${prng.pick(MOBILE_PREFIXES)}${prng.int(1_000_000, 9_999_999)}`,
      only,
    );
    const salaryLevel = salaryLevelFor(index, prng);
    return {
      salaryReferenceNumber,
      firstName,
      lastName,
      idNumber,
      email: emailFor(firstName, lastName),
      cellphone,
      employeeType: employeeTypeFor(salaryLevel, prng),
      salaryLevel,
    };
  });
  return [...fixtures.map((e) => ({ ...e })), ...generated];
}
