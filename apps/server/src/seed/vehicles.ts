/**
 * DEMO DATA — vehicle valuations by make, model and year (2015–2026) for popular South African cars,
 * bakkies and motorcycles. Values are computed by the project's own model below, not taken from any
 * valuation guide. See DEMO_DATA_NOTICE.
 *
 * Valuation model (deterministic, all amounts rounded to the nearest R100):
 *  - New price of model year Y: the list price of the model's last year, deflated by 5% per year:
 *      newPrice(Y) = lastYearPrice / 1.05^(lastYear − Y)
 *  - Retail (used) price at the valuation year 2026, with age a = 2026 − Y:
 *      a = 0: the new price; a ≥ 1: newPrice(Y) × 0.85 × 0.90^(a − 1)
 *    i.e. 15% off in the first year, then 10% a year on the reducing balance.
 */
export { DEMO_DATA_NOTICE } from './demo-notice.js';

export type DemoVehicleType = 'car' | 'motorcycle';

export interface DemoVehicleValuation {
  make: string;
  model: string;
  year: number;
  vehicleType: DemoVehicleType;
  newPriceCents: number;
  retailPriceCents: number;
}

export const VALUATION_YEAR = 2026;
export const NEW_PRICE_INFLATION = 0.05;
export const FIRST_YEAR_DEPRECIATION = 0.15;
export const LATER_YEAR_DEPRECIATION = 0.1;

/** Share of the new price a vehicle of the given age (in years) is still worth. */
export function retainedValueFactor(age: number): number {
  if (age <= 0) return 1;
  return (1 - FIRST_YEAR_DEPRECIATION) * (1 - LATER_YEAR_DEPRECIATION) ** (age - 1);
}

const roundToHundredRand = (rand: number): number => Math.round(rand / 100) * 100 * 100;

interface ModelRange {
  make: string;
  model: string;
  vehicleType: DemoVehicleType;
  firstYear: number;
  lastYear: number;
  /** List price (rand) of the model in its last year. */
  lastYearPrice: number;
}

const car = (make: string, model: string, firstYear: number, lastYear: number, lastYearPrice: number) =>
  ({ make, model, vehicleType: 'car', firstYear, lastYear, lastYearPrice }) satisfies ModelRange;
const bike = (make: string, model: string, firstYear: number, lastYear: number, lastYearPrice: number) =>
  ({ make, model, vehicleType: 'motorcycle', firstYear, lastYear, lastYearPrice }) satisfies ModelRange;

// make, model, first model year, last model year, list price in the last year (rand)
const MODELS: readonly ModelRange[] = [
  car('Toyota', 'Hilux 2.4 GD-6 Raider double cab', 2017, 2026, 715_000),
  car('Toyota', 'Corolla Cross 1.8 XS', 2021, 2026, 465_000),
  car('Toyota', 'Fortuner 2.8 GD-6 4x4', 2019, 2026, 875_000),
  car('Toyota', 'Starlet 1.5 Xs', 2021, 2026, 262_000),
  car('Toyota', 'Corolla Quest 1.8', 2017, 2020, 285_000),
  car('Volkswagen', 'Polo Vivo 1.4 Trendline', 2018, 2026, 292_000),
  car('Volkswagen', 'Polo 1.0 TSI Life', 2019, 2026, 395_000),
  car('Volkswagen', 'T-Cross 1.0 TSI Life', 2020, 2026, 485_000),
  car('Suzuki', 'Swift 1.2 GL', 2018, 2026, 232_000),
  car('Suzuki', 'Fronx 1.5 GL', 2023, 2026, 305_000),
  car('Ford', 'Ranger 2.0 SiT XL double cab', 2020, 2026, 655_000),
  car('Hyundai', 'Grand i10 1.2 Fluid', 2018, 2026, 252_000),
  car('Hyundai', 'Creta 1.5 Executive', 2019, 2026, 445_000),
  car('Kia', 'Picanto 1.2 Style', 2019, 2026, 262_000),
  car('Kia', 'Sonet 1.5 LX', 2021, 2026, 362_000),
  car('Renault', 'Kwid 1.0 Dynamique', 2019, 2026, 199_000),
  car('Renault', 'Kiger 1.0 Zen', 2021, 2026, 282_000),
  car('Nissan', 'NP200 1.6 8V', 2015, 2021, 224_000),
  car('Nissan', 'Magnite 1.0 Acenta', 2021, 2026, 302_000),
  car('Nissan', 'Navara 2.5 dCi SE double cab', 2019, 2026, 625_000),
  car('Isuzu', 'D-Max 1.9 Ddi HR L double cab', 2022, 2026, 595_000),
  car('Chery', 'Tiggo 4 Pro 1.5 Urban', 2022, 2026, 332_000),
  car('Chery', 'Tiggo 7 Pro 1.5T Distinction', 2022, 2026, 455_000),
  car('Haval', 'Jolion 1.5T City', 2021, 2026, 382_000),
  car('Haval', 'H6 2.0T Premium', 2022, 2026, 552_000),
  bike('Honda', 'XR150L', 2021, 2026, 36_000),
  bike('Honda', 'CRF1100L Africa Twin', 2022, 2026, 305_000),
  bike('Yamaha', 'MT-07', 2020, 2026, 172_000),
  bike('BMW Motorrad', 'R 1250 GS', 2021, 2023, 365_000),
  bike('BMW Motorrad', 'R 1300 GS', 2024, 2026, 425_000),
  bike('KTM', '390 Duke', 2022, 2026, 112_000),
  bike('Kawasaki', 'Ninja 400', 2021, 2026, 122_000),
];

/** The demo valuations, one row per make, model and year (about 200 rows), newest year first per model. */
export function generateVehicleValuations(): DemoVehicleValuation[] {
  return MODELS.flatMap((range) => {
    const rows: DemoVehicleValuation[] = [];
    for (let year = range.lastYear; year >= range.firstYear; year -= 1) {
      const newPrice = range.lastYearPrice / (1 + NEW_PRICE_INFLATION) ** (range.lastYear - year);
      const retailPrice = newPrice * retainedValueFactor(VALUATION_YEAR - year);
      rows.push({
        make: range.make,
        model: range.model,
        year,
        vehicleType: range.vehicleType,
        newPriceCents: roundToHundredRand(newPrice),
        retailPriceCents: roundToHundredRand(retailPrice),
      });
    }
    return rows;
  });
}
