import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BackofficeApplicationDetail } from '@cover/domain';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/** Each consent key as staff name it; the text the customer agreed to follows it. */
const CONSENT_NAMES: Readonly<Record<string, string>> = {
  terms: 'Terms and conditions',
  popia: 'Privacy (POPIA)',
  popiaAndTcf: 'Privacy (POPIA) and fair treatment (TCF)',
  debitOrder: 'Debit order',
  salaryDeduction: 'Salary deduction',
  creditCheck: 'Credit check',
  creditLifeTerms: 'Credit life terms',
};

const consentName = (key: string) => CONSENT_NAMES[key] ?? key;

/**
 * The consents the application recorded with its declaration, each with the text agreed to, when and its
 * text version (QA walk 9, no. 18). A credit life taken with another application records none of its own:
 * its parent's declaration covered both, so those are shown, named as given there.
 */
export function ConsentsCard({ application }: { application: BackofficeApplicationDetail }) {
  const consents = application.consents ?? [];
  const givenOn = application.consentsGivenOn ?? null;
  return (
    <SectionCard title="Consents given" level="h3" headerGap={1.5}>
      <Stack spacing={2}>
        {givenOn ? (
          <Typography>
            Given on{' '}
            <Link component={RouterLink} to={BACKOFFICE_PATHS.application(givenOn.applicationId)}>
              {givenOn.applicationNumber}
            </Link>
            , the application this was taken with: its declaration covered both.
          </Typography>
        ) : null}
        {consents.length === 0 ? (
          <Typography color="text.secondary">
            {application.submittedAt
              ? `The declaration was accepted on ${formatDateTime(application.submittedAt)}; no consent texts were kept with it.`
              : 'No consents were recorded: the declaration was not accepted yet.'}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {consents.map((consent) => (
              <li key={consent.key}>
                <Typography sx={{ fontWeight: 600 }}>{consentName(consent.key)}</Typography>
                <Typography>{consent.text}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`Accepted ${formatDateTime(consent.acceptedAt)}, text version ${consent.textVersion}`}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

/** When the declaration was accepted: the application's own, or its parent's, named (none yet: '—'). */
export function declarationAcceptedText(application: BackofficeApplicationDetail): string {
  const givenOn = application.consentsGivenOn;
  if (application.submittedAt || !givenOn) return formatDateTime(application.submittedAt);
  return `${formatDateTime(givenOn.acceptedAt)} on ${givenOn.applicationNumber}`;
}
