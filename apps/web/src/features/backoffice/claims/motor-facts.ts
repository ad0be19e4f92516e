import { formatSaMobile, provinceName } from '@cover/domain';
import {
  ASSESSMENT_STATUS_LABELS,
  DRIVING_LICENCE_CODES,
  ROAD_CONDITIONS,
  WEATHER_CONDITIONS,
  type AccidentDetailsView,
  type AssessmentStatus,
} from '@cover/domain/motor';
import { accidentPeopleFacts } from '../../../components/claims/accident-people';
import type { Fact } from '../../../components/policies/fact-list';
import { formatDate } from '../../../components/policies/labels';

/** A code by its label in one of the domain's lists (the lists the customer's claim form offers). */
const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const mobile = (value: string) => formatSaMobile(value);

/**
 * The accident of a motor claim (spec 001 §3) as staff read it, in the customer's claim page's words and
 * the domain's labels: 'Driver: the policy holder', 'Speed: 5 km/h', 'Road: Dry', 'Was anyone injured? No'.
 */
export function accidentFacts(accident: AccidentDetailsView): Fact[] {
  const { driver, otherParty } = accident;
  const facts: Fact[] = [{ label: 'Another vehicle involved', value: yesNo(accident.otherPartyInvolved) }];
  if (otherParty) {
    facts.push(
      { label: 'Other driver', value: `${otherParty.fullName}, ${mobile(otherParty.mobile)}` },
      { label: 'Other vehicle', value: otherParty.vehicleRegistrationNo },
    );
    if (otherParty.insurer) facts.push({ label: 'Other driver’s insurer', value: otherParty.insurer });
  }
  facts.push({
    label: 'Driver',
    value: driver.isPolicyHolder ? 'the policy holder' : (driver.fullName ?? 'someone else'),
  });
  if (!driver.isPolicyHolder && driver.idNumber)
    facts.push({ label: 'Driver’s ID number', value: driver.idNumber });
  facts.push(
    { label: 'Licence number', value: driver.licenceNumber },
    { label: 'Licence code', value: labelOf(DRIVING_LICENCE_CODES, driver.licenceCode) },
    { label: 'Licence first issued', value: formatDate(driver.licenceIssuedDate) },
    { label: 'Speed', value: `${accident.ownSpeedKmh} km/h` },
  );
  if (accident.otherSpeedKmh !== undefined)
    facts.push({ label: 'Other vehicle’s speed', value: `${accident.otherSpeedKmh} km/h` });
  facts.push(
    { label: 'Road', value: labelOf(ROAD_CONDITIONS, accident.roadCondition) },
    { label: 'Weather and light', value: labelOf(WEATHER_CONDITIONS, accident.weather) },
    ...accidentPeopleFacts(accident),
    { label: 'Was anyone injured?', value: yesNo(accident.injuries.anyone) },
  );
  if (accident.injuries.anyone && accident.injuries.description)
    facts.push({ label: 'Injuries', value: accident.injuries.description });
  return facts;
}

/** The province of an incident by its name ('WC' → 'Western Cape'). */
export const provinceLabel = (code: string) => provinceName(code) ?? code;

/** The claim's inspection of the damage by its status ('Waiting for photos'). */
export function inspectionLabel(inspection: { status?: unknown }): string | null {
  const status = inspection.status;
  return typeof status === 'string' && status in ASSESSMENT_STATUS_LABELS
    ? ASSESSMENT_STATUS_LABELS[status as AssessmentStatus]
    : null;
}
