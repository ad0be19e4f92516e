import {
  employeeUsernameVariants,
  isValidEmail,
  normaliseSaMobile,
  parseSaIdNumber,
  salaryLevelGroups,
  SALARY_LEVEL_GROUPS,
} from '@cover/domain';
import { describe, expect, it } from 'vitest';
import {
  buildSaIdNumber,
  DEMO_DATA_NOTICE,
  DEMO_EMAIL_DOMAIN,
  DEMO_EMPLOYEE_FIXTURES,
  EMPLOYEE_TYPES,
  generateRoster,
  ROSTER_REFERENCE_DATE,
} from './roster.js';

const roster = generateRoster();
const referenceDate = new Date(`${ROSTER_REFERENCE_DATE}T12:00:00Z`);

describe('demo roster', () => {
  it('is deterministic and about 50 employees long', () => {
    expect(generateRoster()).toEqual(roster);
    expect(roster).toHaveLength(50);
    expect(DEMO_DATA_NOTICE).toMatch(/demo data/i);
  });

  it('starts with the hand-picked fixtures, one with a leading-zero salary reference', () => {
    expect(roster.slice(0, 3)).toEqual(DEMO_EMPLOYEE_FIXTURES);
    expect(roster.map((e) => e.salaryReferenceNumber).slice(0, 3)).toEqual([
      '10000001',
      '01234567',
      '20000003',
    ]);
    expect(roster[0]).toMatchObject({ firstName: 'Thabo', lastName: 'Mokoena', idNumber: '8503145123084' });
  });

  it('gives every employee a valid SA ID number: citizen, aged 20–63, gender digit matching the sequence', () => {
    for (const employee of roster) {
      const parsed = parseSaIdNumber(employee.idNumber, referenceDate);
      expect(parsed, employee.idNumber).toMatchObject({ valid: true, citizen: true });
      if (!parsed.valid) continue;
      expect(parsed.age).toBeGreaterThanOrEqual(20);
      expect(parsed.age).toBeLessThanOrEqual(63);
      expect(parsed.gender).toBe(Number(employee.idNumber[6]) >= 5 ? 'male' : 'female');
    }
    expect(new Set(roster.map((e) => e.idNumber)).size).toBe(roster.length);
  });

  it('builds ID numbers whose parts encode the date of birth and gender', () => {
    const id = buildSaIdNumber('2001-02-03', 'female', 42);
    expect(id.slice(0, 10)).toBe('0102030042');
    expect(parseSaIdNumber(id, referenceDate)).toMatchObject({
      valid: true,
      dateOfBirth: '2001-02-03',
      gender: 'female',
    });
    expect(parseSaIdNumber(buildSaIdNumber('1970-12-31', 'male', 1), referenceDate)).toMatchObject({
      valid: true,
      dateOfBirth: '1970-12-31',
      gender: 'male',
    });
  });

  it('uses unique 8-digit salary references that stay unique after leading-zero normalisation', () => {
    const refs = roster.map((e) => e.salaryReferenceNumber);
    for (const ref of refs) expect(ref).toMatch(/^\d{8}$/);
    expect(refs.filter((ref) => ref.startsWith('0')).length).toBeGreaterThanOrEqual(3);
    const forms = refs.flatMap((ref) => employeeUsernameVariants(ref));
    expect(new Set(forms).size).toBe(forms.length);
  });

  it('gives valid, unique mobile numbers and demo e-mail addresses', () => {
    for (const { cellphone, email } of roster) {
      expect(normaliseSaMobile(cellphone)).toBe(cellphone);
      expect(isValidEmail(email)).toBe(true);
      expect(email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
    }
    expect(new Set(roster.map((e) => e.cellphone)).size).toBe(roster.length);
    expect(new Set(roster.map((e) => e.email)).size).toBe(roster.length);
  });

  it('uses names of letters and spaces only, without duplicates', () => {
    for (const { firstName, lastName } of roster) expect(`${firstName} ${lastName}`).toMatch(/^[A-Za-z ]+$/);
    expect(new Set(roster.map((e) => `${e.firstName} ${e.lastName}`)).size).toBe(roster.length);
  });

  it('draws salary levels from the spec groups, covering every level, with consistent employee types', () => {
    for (const { salaryLevel, employeeType } of roster) {
      expect(salaryLevelGroups(salaryLevel).length, salaryLevel).toBeGreaterThan(0);
      expect(EMPLOYEE_TYPES).toContain(employeeType);
      if (salaryLevel === 'CW-PT') expect(employeeType).toBe('Contractor');
      else if (salaryLevel.endsWith('-PT')) expect(employeeType).toBe('Part time');
    }
    const allLevels = new Set(Object.values(SALARY_LEVEL_GROUPS).flat());
    expect(new Set(roster.map((e) => e.salaryLevel))).toEqual(allLevels);
  });
});
