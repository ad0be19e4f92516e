import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { BackofficePreInspectionList } from '../api/pre-inspections-api';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/** Whose a pre-inspection is: the holder, the applications made with it, a claim inspection's claim. */
type Owned = Pick<
  BackofficePreInspectionList['data'][number],
  'holderName' | 'applications' | 'claim' | 'assessmentType'
>;

interface UsedBy {
  /** "Application", "Applications", "Claim" */
  label: string;
  records: { id: string; number: string; to: string }[];
}

const NO_APPLICATION = 'No application made with it yet';

/** The claim of a claim's inspection, else the applications made with it; null when none. */
function usedBy(owned: Owned): UsedBy | null {
  if (owned.claim)
    return {
      label: 'Claim',
      records: [
        {
          id: owned.claim.claimId,
          number: owned.claim.claimNumber,
          to: BACKOFFICE_PATHS.claim(owned.claim.claimId),
        },
      ],
    };
  if (owned.applications.length === 0) return null;
  return {
    label: owned.applications.length > 1 ? 'Applications' : 'Application',
    records: owned.applications.map((application) => ({
      id: application.applicationId,
      number: application.applicationNumber,
      to: BACKOFFICE_PATHS.application(application.applicationId),
    })),
  };
}

/** The numbers, each linking to its page when `linked`. */
function Numbers({ use, linked }: { use: UsedBy; linked: boolean }) {
  return use.records.map((record, index) => (
    <Fragment key={record.id}>
      {index > 0 ? ', ' : null}
      {linked ? (
        <Link component={RouterLink} to={record.to}>
          {record.number}
        </Link>
      ) : (
        record.number
      )}
    </Fragment>
  ));
}

/** What uses the inspection, in words; nothing for a claim's inspection whose claim is unknown. */
function UseOf({ owned, linked }: { owned: Owned; linked: boolean }) {
  const use = usedBy(owned);
  if (use)
    return (
      <>
        {use.label} <Numbers use={use} linked={linked} />
      </>
    );
  return owned.assessmentType === 'PRE_INSPECTION' ? NO_APPLICATION : null;
}

/**
 * A queue row's line of whose it is, as text (the row is itself a link): "Thandi Nkosi · Application
 * APP-2026-000123", "… · No application made with it yet", "… · Claim CLM-2026-000045".
 */
export function OwnerLine({ owned }: { owned: Owned }) {
  return (
    <>
      {owned.holderName} · <UseOf owned={owned} linked={false} />
    </>
  );
}

/** The same under the inspection page's title, the application or claim number linking to its page. */
export function OwnerLinks({ owned }: { owned: Owned }) {
  return (
    <>
      Customer: <strong>{owned.holderName}</strong> · <UseOf owned={owned} linked />
    </>
  );
}

/** The inspection card's facts of whose it is. */
export function ownerFacts(owned: Owned): { label: string; value: ReactNode }[] {
  const use = usedBy(owned);
  return [
    { label: 'Customer', value: owned.holderName },
    ...(use
      ? [{ label: use.label, value: <Numbers use={use} linked /> }]
      : owned.assessmentType === 'PRE_INSPECTION'
        ? [{ label: 'Application', value: NO_APPLICATION }]
        : []),
  ];
}
