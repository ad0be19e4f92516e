import { describe, expect, it } from 'vitest';
import { COVER_OPTION_CODES, FUNERAL_COVER_TYPES } from '../../constants/cover-options.js';
import { FUNERAL_RATE_TABLE_V1 } from './rate-table-v1.js';
import type { FuneralRateTable } from './rate-table-types.js';
import {
  createFuneralRateTableRegistry,
  currentFuneralRateTable,
  FUNERAL_RATE_TABLE_VERSIONS,
  FUNERAL_RATE_TABLES,
  getFuneralRateTable,
} from './rate-tables.js';

const laterTable: FuneralRateTable = {
  ...FUNERAL_RATE_TABLE_V1,
  version: 'funeral-2027-01',
  effectiveFrom: '2027-01-01',
};

describe('funeral rate table registry', () => {
  it("holds 'funeral-2026-01'", () => {
    expect(FUNERAL_RATE_TABLE_VERSIONS).toContain('funeral-2026-01');
    expect(getFuneralRateTable('funeral-2026-01')).toBe(FUNERAL_RATE_TABLE_V1);
    expect(getFuneralRateTable('funeral-1999-01')).toBeUndefined();
  });

  it('freezes published tables deeply', () => {
    const table = FUNERAL_RATE_TABLES.get('funeral-2026-01');
    expect(Object.isFrozen(table)).toBe(true);
    expect(Object.isFrozen(table?.mainMember.bands[0])).toBe(true);
    expect(Object.isFrozen(table?.coverAmounts['Money cover'])).toBe(true);
  });

  it('refuses a version defined twice', () => {
    expect(() => createFuneralRateTableRegistry([FUNERAL_RATE_TABLE_V1, FUNERAL_RATE_TABLE_V1])).toThrow(
      /twice/,
    );
  });

  it.each([
    [new Date(2025, 5, 1), 'funeral-2026-01'],
    [new Date(2026, 0, 1), 'funeral-2026-01'],
    [new Date(2026, 11, 31), 'funeral-2026-01'],
    [new Date(2027, 0, 1), 'funeral-2027-01'],
  ])('on %s new quotes use %s', (today, version) => {
    const registry = createFuneralRateTableRegistry([FUNERAL_RATE_TABLE_V1, laterTable]);
    expect(currentFuneralRateTable(today, registry).version).toBe(version);
  });

  it('refuses to choose from an empty registry', () => {
    expect(() => currentFuneralRateTable(new Date(2026, 0, 1), new Map())).toThrow(/No funeral rate table/);
  });
});

describe.each(FUNERAL_RATE_TABLE_VERSIONS)('rate table %s is well formed', (version) => {
  const table = FUNERAL_RATE_TABLES.get(version) as FuneralRateTable;
  const sections = [
    table.mainMember.bands,
    table.spouse.bands,
    table.extendedFamily.bands,
    table.children.benefitBands,
  ];

  it('has contiguous, non-overlapping age bands in every section', () => {
    for (const bands of sections) {
      bands.forEach((band, index) => {
        expect(band.minAge).toBeLessThanOrEqual(band.maxAge);
        if (index > 0) expect(band.minAge).toBe((bands[index - 1]?.maxAge ?? Number.NaN) + 1);
      });
    }
  });

  it('covers the member age rules: main and spouse 18–64, extended 0–74, children 0–74', () => {
    const span = (bands: readonly { minAge: number; maxAge: number }[]) => [
      bands[0]?.minAge,
      bands.at(-1)?.maxAge,
    ];
    expect(span(table.mainMember.bands)).toEqual([18, 64]);
    expect(span(table.spouse.bands)).toEqual([18, 64]);
    expect(span(table.extendedFamily.bands)).toEqual([0, 74]);
    expect(span(table.children.benefitBands)).toEqual([0, 74]);
  });

  it('keeps every sum assured within the per-life cap and in whole rands', () => {
    for (const { value: coverType } of FUNERAL_COVER_TYPES) {
      for (const option of COVER_OPTION_CODES) {
        const amount = table.coverAmounts[coverType][option];
        expect(amount).toBeLessThanOrEqual(table.perLifeCap);
        expect(amount % 100).toBe(0);
      }
    }
  });

  it('states an assumption for every priced section', () => {
    const assumptions = [
      table.mainMember.assumption,
      table.spouse.assumption,
      table.children.assumption,
      table.extendedFamily.assumption,
      table.accidentalDeath.assumption,
      table.airtime.assumption,
      table.employee.assumption,
      table.freeBenefit.assumption,
    ];
    for (const assumption of assumptions) expect(assumption.length).toBeGreaterThan(40);
  });

  it('respects the regulatory waiting periods and cap', () => {
    expect(table.waitingPeriods.naturalDeathMonths).toBeLessThanOrEqual(6);
    expect(table.waitingPeriods.accidentalDeathMonths).toBe(0);
    expect(table.perLifeCap).toBeLessThanOrEqual(10_000_000);
  });
});
