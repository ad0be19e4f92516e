import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  acceptOnBehalfInputSchema,
  type OnBehalfReview,
  type MotorApplicationReply,
} from '@cover/domain/motor';
import { DeclarationFields } from '../../../components/declaration/declaration-fields';
import { SectionCard } from '../../../components/policies/section-card';
import { readApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import { consentsPayload, consentsSchema } from '../../motor/shared/wizard/banking-rules';
import type { MotorConsentsDraft } from '../../motor/shared/wizard/registration-types';
import { useAcceptOnBehalfApplicationMutation } from '../api/on-behalf-api';

/** The consents to give, with the texts the review gives (the debit order one only for a debit order). */
export const acceptItems = (review: Pick<OnBehalfReview, 'consentTexts' | 'debitOrderRequired'>) => [
  ...(review.debitOrderRequired && review.consentTexts.debitOrder
    ? [{ name: 'debitOrder' as const, label: review.consentTexts.debitOrder }]
    : []),
  { name: 'terms' as const, label: review.consentTexts.terms },
  { name: 'popiaAndTcf' as const, label: review.consentTexts.popiaAndTcf },
];

/**
 * The employee's own acceptance: the terms, the POPIA and TCF consent and, for a debit order, the debit
 * order (acceptOnBehalfApplication). Cover starts only after this, once the inspection is approved.
 */
export function AcceptForm({
  token,
  review,
  onAccepted,
}: {
  token: string;
  review: OnBehalfReview;
  onAccepted: (reply: MotorApplicationReply) => void;
}) {
  const debitOrder = review.debitOrderRequired;
  const form = useForm<MotorConsentsDraft>({
    resolver: zodResolver(consentsSchema(debitOrder), undefined, { raw: true }),
    defaultValues: { debitOrder: false, terms: false, popiaAndTcf: false },
  });
  const [keys] = useState(createAttemptKeys);
  const [accept, accepting] = useAcceptOnBehalfApplicationMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (consents) => {
    setProblem(null);
    const checked = acceptOnBehalfInputSchema.safeParse({
      token,
      consents: consentsPayload(consents, debitOrder),
    });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Please check your answers');
    const body = checked.data;
    const result = await accept({ body, idempotencyKey: keys.keyFor(body) });
    if ('error' in result) {
      const error = readApiError(result.error);
      for (const [path, message] of Object.entries(error.fields)) {
        const field = path.replace(/^consents\./, '');
        if (field === 'terms' || field === 'popiaAndTcf' || field === 'debitOrder')
          form.setError(field, { type: 'server', message });
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
            The operator cannot accept for you. Read what was done on your behalf above; if it is right, give
            your consent below. If something is wrong, do not accept: call us and we will help.
          </Typography>
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
    </SectionCard>
  );
}
