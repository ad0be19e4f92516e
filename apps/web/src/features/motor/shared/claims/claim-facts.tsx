import Typography from '@mui/material/Typography';
import { formatSaMobile, PROVINCES } from '@cover/domain';
import {
  DRIVING_LICENCE_CODES,
  ROAD_CONDITIONS,
  WEATHER_CONDITIONS,
  type AccidentDetailsView,
  type MotorClaim,
} from '@cover/domain/motor';
import { accidentPeopleFacts } from '../../../../components/claims/accident-people';
import { grantedAmountFact } from '../../../../components/claims/claim-detail-panels';
import { Money } from '../../../../components/money/money-display';
import { FactList, type Fact } from '../../../../components/policies/fact-list';
import { formatDate } from '../../../../components/policies/labels';
import { SectionCard } from '../../../../components/policies/section-card';
import { yesNo } from '../policies/labels';
import { claimCoverStatusText } from '../../../../components/claims/claim-cover-status';

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((entry) => entry.value === value)?.label ?? value;

/** What happened, to which vehicle, when and where, the police details and the amounts. */
export function motorClaimFacts(claim: MotorClaim): Fact[] {
  const optional = (label: string, value: string | null) => (value ? [{ label, value }] : []);
  return [
    { label: 'Claim for', value: claim.claimTypeLabel },
    { label: 'Vehicle', value: claim.vehicle },
    { label: 'When it happened', value: `${formatDate(claim.incident_date)}, ${claim.incident_time}` },
    {
      label: 'Where it happened',
      value:
        claim.incidentPlace ||
        `${claim.incident_address}, ${claim.incident_suburb}, ${labelOf(PROVINCES, claim.incident_province)}`,
    },
    ...optional('SAPS case number', claim.sapsCaseNumber),
    ...optional('Police station', claim.policeStation),
    ...optional('Police reference number', claim.policeReferenceNumber),
    ...optional('Police officer', claim.policeOfficer),
    { label: 'Amount claimed', value: <Money cents={claim.amount} /> },
    { label: 'Excess', value: <Money cents={claim.excess} /> },
    grantedAmountFact(claim),
    { label: 'Policy', value: claim.policyNumber },
    { label: 'Cover status', value: claimCoverStatusText(claim, claim.incident_date) },
    { label: 'Submitted', value: formatDate(claim.createdAt) },
  ];
}

/** What the customer said happened, and why a late claim was reported late. */
export function ClaimStory({ claim }: { claim: MotorClaim }) {
  return (
    <>
      <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{claim.description}</Typography>
      {claim.reportedLate && claim.incident_delay_reason ? (
        <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          Reported more than 48 hours later because: {claim.incident_delay_reason}
        </Typography>
      ) : null}
    </>
  );
}

/** The accident as it was reported: other party, driver and licence, speeds, conditions and the people. */
export function AccidentFacts({ accident }: { accident: AccidentDetailsView }) {
  const { driver, otherParty } = accident;
  return (
    <SectionCard title="The accident" headerGap={1.5}>
      <FactList
        facts={[
          { label: 'Another vehicle involved', value: yesNo(accident.otherPartyInvolved) },
          ...(otherParty
            ? [
                {
                  label: 'Other driver',
                  value: `${otherParty.fullName}, ${formatSaMobile(otherParty.mobile)}`,
                },
                { label: 'Other vehicle', value: otherParty.vehicleRegistrationNo },
                ...(otherParty.insurer
                  ? [{ label: 'Other driver’s insurer', value: otherParty.insurer }]
                  : []),
              ]
            : []),
          { label: 'Driver', value: driver.isPolicyHolder ? 'You' : (driver.fullName ?? 'Someone else') },
          {
            label: 'Driving licence',
            value: `${labelOf(DRIVING_LICENCE_CODES, driver.licenceCode)}, first issued ${formatDate(driver.licenceIssuedDate)}`,
          },
          { label: 'Your speed', value: `${accident.ownSpeedKmh} km/h` },
          ...(accident.otherSpeedKmh === undefined
            ? []
            : [{ label: 'Other vehicle’s speed', value: `${accident.otherSpeedKmh} km/h` }]),
          { label: 'The road', value: labelOf(ROAD_CONDITIONS, accident.roadCondition) },
          { label: 'The weather and light', value: labelOf(WEATHER_CONDITIONS, accident.weather) },
          ...accidentPeopleFacts(accident),
          {
            label: 'Injuries',
            value: accident.injuries.anyone ? (accident.injuries.description ?? 'Yes') : 'No one was injured',
          },
        ]}
      />
    </SectionCard>
  );
}
