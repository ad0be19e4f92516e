import { MOTOR_PATHS, type ValuationSearchReply, type VehicleValuation } from '@cover/domain/motor';

/** The valuation guide's call and its answers in the swap page's tests. */
export const GUIDE = `GET ${MOTOR_PATHS.retail.getSearchWorkRetailPrice.path}`;
export const VALUATION_ID = '0f6e2a56-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
const CX5: VehicleValuation = {
  valuationId: VALUATION_ID,
  VehicleInformation: { make: 'Mazda', model: 'CX-5 2.0 Active', year: 2022, vehicleType: 'car' },
  ValueInformation: { NewPrice: 52_000_000, RetailPrice: 41_000_000 },
};
/** The guide: a Mazda CX-5 2.0 Active of 2022 among the cars, no motorcycle of the inspection's make. */
export function guideReply(query: URLSearchParams): ValuationSearchReply {
  const car = query.get('vehicleType') === 'car';
  const make = query.get('make')?.toLowerCase() ?? '';
  const model = query.get('model')?.toLowerCase() ?? '';
  const year = query.get('year');
  const info = CX5.VehicleInformation;
  const mazda = car && make !== '' && 'mazda'.startsWith(make);
  return {
    data:
      mazda && info.model.toLowerCase().startsWith(model) && (!year || Number(year) === info.year)
        ? [CX5]
        : [],
    makes: car ? ['Mazda', 'Toyota'] : ['Honda'],
    models: mazda ? [info.model, 'CX-5 2.5 Individual'] : [],
    years: mazda && model ? [2022, 2021] : [],
    valuedOn: '2026-01-01',
  };
}
