/**
 * The underwriter's facts of each line's application: what is insured, in words, and never the premium or
 * the cover amount (the application carries those once).
 */
import { describe, expect, it } from 'vitest';
import { applicationFacts } from './underwriting-facts.js';

const labels = (facts: { label: string }[]) => facts.map((fact) => fact.label);

describe('application facts', () => {
  it('a phone: make and model, IMEI, colour, replacement cost, contract and where it was bought', () => {
    const facts = applicationFacts({
      line: 'device',
      quote: {
        device: { brand: 'Samsung', model: 'Galaxy Z Fold 7', storageGb: null, listed: false },
        replacementCost: 4_800_000,
        isOptedforCreditLife: false,
      },
      details: {
        deviceIMEINumber: '356938035643809',
        deviceColor: 'Midnight blue',
        isOnContract: true,
        isPurchasedFromProvider: true,
      },
    });
    expect(facts).toEqual([
      { label: 'Phone', value: 'Samsung Galaxy Z Fold 7' },
      { label: 'Listed in the catalogue', value: 'No: described by the customer' },
      { label: 'IMEI', value: '356938035643809' },
      { label: 'Colour', value: 'Midnight blue' },
      { label: 'Replacement cost', value: 'R 48 000,00' },
      { label: 'On contract', value: 'Yes' },
      { label: 'Bought from Telkom', value: 'Yes' },
    ]);
  });

  it('a vehicle: the vehicle, registration, VIN, value and use in words, and the referral facts', () => {
    const facts = applicationFacts({
      line: 'motor',
      quote: {
        vehicleValue: 120_000_000,
        module: {
          vehicle: { year: 2024, make: 'BMW', model: 'X5' },
          previousInsurance: { numberOfClaims: 2 },
        },
      },
      details: {
        vehicle: {
          manufacturingYear: 2024,
          make: 'BMW',
          model: 'X5 xDrive30d',
          vehicle_reg_no: 'CA 123-456',
          vin: 'WBA00000000000001',
          colour: 'Black',
          vehicleUsedFor: 'private',
        },
        permanentDriver: { isPermanent: true },
      },
    });
    expect(facts).toEqual(
      expect.arrayContaining([
        { label: 'Vehicle', value: '2024 BMW X5 xDrive30d' },
        { label: 'Registration number', value: 'CA 123-456' },
        { label: 'VIN', value: 'WBA00000000000001' },
        { label: 'Vehicle value', value: 'R 1 200 000,00' },
        { label: 'Use', value: 'Private use (including to and from work)' },
        { label: 'Claims in the last 3 years', value: '2' },
      ]),
    );
  });

  it('funeral: one fact per life; credit life: the balance and who is responsible for it', () => {
    expect(
      applicationFacts({
        line: 'funeral',
        quote: {},
        details: {
          members: [
            { role: 'main', firstName: 'Sipho', lastName: 'Ndlovu', age: 61, coverAmount: 7_000_000 },
            { role: 'spouse', firstName: 'Lerato', lastName: 'Ndlovu', age: 58, coverAmount: 3_000_000 },
            { role: 'child', firstName: 'Ayanda', lastName: 'Ndlovu', age: 9, coverAmount: 1_000_000 },
            { role: 'child', firstName: 'Zola', lastName: 'Ndlovu', age: 6, coverAmount: 1_000_000 },
          ],
        },
      }),
    ).toEqual([
      { label: 'Main member', value: 'Sipho Ndlovu, age 61: R 70 000,00' },
      { label: 'Spouse', value: 'Lerato Ndlovu, age 58: R 30 000,00' },
      { label: 'Child 1', value: 'Ayanda Ndlovu, age 9: R 10 000,00' },
      { label: 'Child 2', value: 'Zola Ndlovu, age 6: R 10 000,00' },
    ]);
    expect(
      applicationFacts({
        line: 'device_credit_life',
        quote: {},
        details: {
          outstandingBalance: 90_000_000,
          personResponsibleForFinancing: { firstName: 'Thabo', lastName: 'Mokoena' },
        },
      }),
    ).toEqual([
      { label: 'Outstanding balance', value: 'R 900 000,00' },
      { label: 'Person responsible for the finance', value: 'Thabo Mokoena' },
    ]);
  });

  it('never repeats the premium, the sum assured or the product among the facts', () => {
    for (const line of ['funeral', 'device', 'motor', 'device_credit_life', 'vehicle_credit_life'])
      expect(labels(applicationFacts({ line, quote: {}, details: {} }))).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/premium|sum assured|product/i)]),
      );
  });
});
