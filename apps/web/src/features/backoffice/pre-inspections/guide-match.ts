import type { VehicleValuation } from '@cover/domain/motor';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The guide's entry for the vehicle the customer described: the same make and year and the same model,
 * or else the longest guide model the customer's model starts with ('Corolla Cross 1.8 XS Auto' →
 * 'Corolla Cross 1.8 XS'); null when the guide has no such vehicle.
 */
export function matchGuideEntry(
  entries: readonly VehicleValuation[],
  vehicle: { make: string; model: string; manufacturingYear: number },
): VehicleValuation | null {
  const candidates = entries.filter(
    (entry) =>
      same(entry.VehicleInformation.make, vehicle.make) &&
      entry.VehicleInformation.year === vehicle.manufacturingYear,
  );
  const model = vehicle.model.trim().toLowerCase();
  const exact = candidates.find((entry) => same(entry.VehicleInformation.model, model));
  if (exact) return exact;
  const prefixes = candidates.filter((entry) =>
    model.startsWith(`${entry.VehicleInformation.model.trim().toLowerCase()} `),
  );
  return (
    prefixes.sort((a, b) => b.VehicleInformation.model.length - a.VehicleInformation.model.length)[0] ?? null
  );
}

/** How the declared value stands against the guide's retail price, in words: 'R 15 000,00 (4%) above'. */
export function differencePercent(declared: number, guide: number): number {
  return Math.round(((declared - guide) / guide) * 100);
}
