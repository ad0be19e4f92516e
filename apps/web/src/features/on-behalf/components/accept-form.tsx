import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  acceptOnBehalfInputSchema,
  type DeclineOnBehalfReply,
  type OnBehalfReview,
  type MotorApplicationReply,
} from '@cover/domain/motor';
import { PATHS } from '../../../app/paths';
import { DeclarationFields } from '../../../components/declaration/declaration-fields';
import { SectionCard } from '../../../components/policies/section-card';
import { readApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import { consentsPayload, consentsSchema } from '../../motor/shared/wizard/banking-rules';
import type { MotorConsentsDraft } from '../../motor/shared/wizard/registration-types';
import { useAcceptOnBehalfApplicationMutation } from '../api/on-behalf-api';
import { DeclineForm } from './decline-form';
import { UNDERWRITER_WORDS } from '../lib/underwriter-words';

/** Where the terms of motor cover are: what it covers, the provider's disclosures and the terms of use. */
export const MOTOR_TERMS_LINKS = [
  { to: `${PATHS.motor}#motor-includes`, label: 'what motor cover includes and the claims you can make' },
  {
    to: `${PATHS.disclosures}#cooling-off`,
    label: 'the disclosures: cooling-off, premiums, lapses, important terms and claims',
  },
  { to: PATHS.terms, label: 'the terms of use' },
] as const;

function TermsLinks() {
  return (
    <Typography variant="body2">
      Read the terms before you accept (they open in a new tab):{' '}
      {MOTOR_TERMS_LINKS.map((link, index) => (
        <span key={link.to}>
          {index === 0 ? '' : index === MOTOR_TERMS_LINKS.length - 1 ? ' and ' : ', '}
          <Link component={RouterLink} to={link.to} target="_blank" rel="noopener">
            {link.label}
          </Link>
        </span>
      ))}
      . The excess you pay on every claim is shown above.
    </Typography>
  );
}

/**
 * The consents to give, with the texts the review gives (the salary deduction one, naming what it pays a
 * month, only for a salary deduction; the debit order one only for a debit order; the credit life's credit
 * check and terms only with vehicle credit life).
 */
export const acceptItems = (
  review: Pick<
    OnBehalfReview,
    'consentTexts' | 'debitOrderRequired' | 'salaryDeductionRequired' | 'creditLifeRequired'
  >,
) => [
  ...(review.salaryDeductionRequired && review.consentTexts.salaryDeduction
    ? [{ name: 'salaryDeduction' as const, label: review.consentTexts.salaryDeduction }]
    : []),
  ...(review.debitOrderRequired && review.consentTexts.debitOrder
    ? [{ name: 'debitOrder' as const, label: review.consentTexts.debitOrder }]
    : []),
  { name: 'terms' as const, label: review.consentTexts.terms },
  { name: 'popiaAndTcf' as const, label: review.consentTexts.popiaAndTcf },
  ...(review.creditLifeRequired && review.consentTexts.creditCheck
    ? [{ name: 'creditCheck' as const, label: review.consentTexts.creditCheck }]
    : []),
  ...(review.creditLifeRequired && review.consentTexts.creditLifeTerms
    ? [{ name: 'creditLifeTerms' as const, label: review.consentTexts.creditLifeTerms }]
    : []),
];

/**
 * The employee's own acceptance: the terms (linked), the POPIA and TCF consent and, for a debit order, the
 * debit order, for a salary deduction the deduction with its amount, with vehicle credit life its credit
 * check and terms (acceptOnBehalfApplication). Cover
 * starts only after this, once the inspection is approved. Under it, "Something is wrong" declines the application instead, with the reason.
 */
export function AcceptForm({
  token,
  review,
  onAccepted,
  onDeclined,
}: {
  token: string;
  review: OnBehalfReview;
  onAccepted: (reply: MotorApplicationReply) => void;
  onDeclined: (reply: DeclineOnBehalfReply) => void;
}) {
  const payment = {
    debitOrder: review.debitOrderRequired,
    salaryDeduction: review.salaryDeductionRequired,
    creditLife: review.creditLifeRequired,
  };
  const form = useForm<MotorConsentsDraft>({
    resolver: zodResolver(consentsSchema(payment), undefined, { raw: true }),
    defaultValues: {
      debitOrder: false,
      salaryDeduction: false,
      terms: false,
      popiaAndTcf: false,
      creditCheck: false,
      creditLifeTerms: false,
    },
  });
  const [keys] = useState(createAttemptKeys);
  const [accept, accepting] = useAcceptOnBehalfApplicationMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (consents) => {
    setProblem(null);
    const checked = acceptOnBehalfInputSchema.safeParse({
      token,
      consents: consentsPayload(consents, payment),
    });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Please check your answers');
    const body = checked.data;
    const result = await accept({ body, idempotencyKey: keys.keyFor(body) });
    if ('error' in result) {
      const error = readApiError(result.error);
      for (const [path, message] of Object.entries(error.fields)) {
        const item = acceptItems(review).find((entry) => `consents.${entry.name}` === path);
        if (item) form.setError(item.name, { type: 'server', message });
      }
      return setProblem(error.message);
    }
    keys.complete();
    onAccepted(result.data);
  });

  return (
    <SectionCard title="Your acceptance" headerGap={1.5}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Your acceptance">
        <Stack spacing={2}>
          <Typography>
            The operator cannot accept for you. Read what was declared for you above; if it is all right, give
            your consent below. If something is wrong, do not accept: choose “Something is wrong” and tell us.
          </Typography>
          <TermsLinks />
          {review.goesToUnderwriter ? (
            <Alert severity="info">{UNDERWRITER_WORDS.employeeBefore}</Alert>
          ) : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          <DeclarationFields form={form} items={acceptItems(review)} />
          <Box>
            <Button type="submit" variant="contained" size="large" loading={accepting.isLoading}>
              Accept and apply
            </Button>
          </Box>
        </Stack>
      </Box>
      <Box sx={{ mt: 3 }}>
        <DeclineForm token={token} operatorName={review.operatorName} onDeclined={onDeclined} />
      </Box>
    </SectionCard>
  );
}
