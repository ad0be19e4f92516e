/**
 * The pre-inspections of vehicles claimed as stolen or hijacked on an approved claim (QA walk 12 no. 1): an
 * inspection approved before the theft no longer serves a swap or an application, so the holder's view says
 * so (vehicleClaimedStolen) and no list offers it. Asked once per vehicle.
 */
import type { Database } from '../../../db/client.js';
import type { PreInspectionRow } from '../../../db/schema/index.js';
import { isVehicleClaimedStolen } from '../vehicles.js';

export async function inspectionsOfStolenVehicles(
  db: Database,
  rows: readonly PreInspectionRow[],
): Promise<Set<string>> {
  const inspections = rows.filter((row) => row.assessmentType === 'PRE_INSPECTION');
  const stolen = new Set<string>();
  const asked = new Map<string, boolean>();
  for (const row of inspections) {
    const vehicle = `${row.vinNo}|${row.registrationNo}`;
    let claimed = asked.get(vehicle);
    if (claimed === undefined) {
      claimed = await isVehicleClaimedStolen(db, { vin: row.vinNo, registrationNo: row.registrationNo });
      asked.set(vehicle, claimed);
    }
    if (claimed) stolen.add(row.id);
  }
  return stolen;
}
