import type { ValuationSearchReply, VehicleValuation } from '@cover/domain/motor';
import type { BackofficePreInspectionList } from '../api/pre-inspections-api';
import { PRE_INSPECTION_ID, preInspectionDetail } from './backoffice-fixtures';

/** One entry of the valuation guide (prices in cents). */
export const guideEntry = (
  model: string,
  year: number,
  retail: number,
  newPrice: number,
  make = 'Toyota',
): VehicleValuation => ({
  valuationId: `val-${model}-${year}`,
  VehicleInformation: { make, model, year, vehicleType: 'car' },
  ValueInformation: { NewPrice: newPrice, RetailPrice: retail },
});

/** The guide's answer for Toyota 2022: the fixture's Corolla Cross among its other models. */
export const toyotaGuide = (entries?: VehicleValuation[]): ValuationSearchReply => ({
  data: entries ?? [
    guideEntry('Corolla Cross 1.8', 2022, 33_000_000, 41_000_000),
    guideEntry('Corolla Cross 1.8 XS', 2022, 36_500_000, 44_000_000),
    guideEntry('Hilux 2.4 GD-6', 2022, 42_000_000, 52_000_000),
  ],
  makes: ['Toyota'],
  models: [],
  years: [],
  valuedOn: '2026-01-01',
});

/** The queue as the server lists it: one waiting, one approved. */
export const preInspectionList = (
  rows: BackofficePreInspectionList['data'] = [
    preInspectionDetail(),
    {
      ...preInspectionDetail({
        preInspectionId: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
        make: 'Volkswagen',
        model: 'Polo Vivo 1.4',
        registrationNo: 'GP 55 XY ZT',
        manufacturingYear: 2019,
        estimatedRetailPrice: 16_500_000,
        assessmentStatus: 'APPROVED',
        updatedAt: '2026-02-20T10:00:00.000Z',
      }),
    },
  ].map(({ history: _history, assessedByName: _name, ...row }) => row),
): BackofficePreInspectionList => ({
  data: rows,
  counts: { AWAITING_PHOTOS: 2, SUBMITTED: 1, APPROVED: 1, REJECTED: 0, CANCELLED: 0 },
});

export { PRE_INSPECTION_ID };
