import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useWatch, type Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CREDIT_LIFE_CONSENT_TEXTS,
  DEVICE_CREDIT_LIFE_BALANCE_LIMITS,
  UNABLE_TO,
  type CreditLifeApplication,
  type CreditLifeApplicationReply,
} from '@cover/domain';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { DeclarationFields } from '../../../../components/declaration/declaration-fields';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { Money } from '../../../../components/money/money-display';
import { NotFound } from '../../../../components/not-found';
import { useNotify } from '../../../../components/notifications/use-notify';
import { PageFrame } from '../../../../components/page/page-frame';
import { FactList } from '../../../../components/policies/fact-list';
import { useKeyedCall } from '../../../../components/policies/use-keyed-call';
import { ApplicationSuccess } from '../../../../components/wizard/application-success';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import {
  useCreateIndividualCreditLifeMutation,
  useEditCreditLifeApplicationMutation,
  useGetCreditLifeApplicationsQuery,
  useGetCreditLifeQuoteQuery,
  type CreditLifeFamily,
} from '../api/credit-life-api';
import { deviceWebPaths } from '../policies/paths';
import { consentItems } from '../wizard/consent-rules';
import { CreditLifeFields } from '../wizard/credit-life-fields';
import { ImeiField } from '../wizard/imei-field';
import { PaymentMethodFields } from '../../../../components/policies/payment-method-fields';
import { PremiumCap } from './credit-life-facts';
import {
  editCreditLifeBody,
  emptyStandaloneValues,
  individualCreditLifeBody,
  standaloneFieldOf,
  standaloneSchema,
  valuesOfApplication,
  type StandaloneCreditLifeValues,
  type StandaloneIntent,
} from './standalone-rules';

const { minCents, maxCents } = DEVICE_CREDIT_LIFE_BALANCE_LIMITS;
export const SAVED_FOR_LATER =
  'Saved. You can finish your credit life application later from My credit life.';

/** The monthly premium for the balance typed, from the public estimate, with the regulated cap. */
function LivePremium({ family, balance }: { family: CreditLifeFamily; balance: number | null }) {
  const settled = useDebouncedValue(balance);
  const priced = settled !== null && settled >= minCents && settled <= maxCents;
  const quote = useGetCreditLifeQuoteQuery({ family, outstandingBalance: settled ?? 0 }, { skip: !priced });
  if (!priced || (!quote.data && !quote.isFetching)) return null;
  return (
    <Box role="status" aria-live="polite" sx={{ mt: 1.5 }}>
      {quote.data ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            Monthly premium: <Money cents={quote.data.creditLifeMonthlyPremium} />
          </Typography>
          <PremiumCap capCents={quote.data.maximumMonthlyPremium} />
        </>
      ) : (
        <Typography color="text.secondary">Working out the premium…</Typography>
      )}
    </Box>
  );
}

interface FormProps {
  family: CreditLifeFamily;
  /** a PENDING application being continued; null for a new one */
  application: CreditLifeApplication | null;
}

function StandaloneForm({ family, application }: FormProps) {
  const paths = deviceWebPaths(family);
  const navigate = useNavigate();
  const notify = useNotify();
  const editing = application !== null;
  const intent = useRef<StandaloneIntent>('issue');
  const [schema] = useState(() => standaloneSchema(() => ({ editing, intent: intent.current })));
  const form = useDraftForm<StandaloneCreditLifeValues>({
    schema,
    values: application ? valuesOfApplication(application) : emptyStandaloneValues(),
    onEdit: () => undefined,
  });
  const [balance, paymentMethod] = useWatch({
    control: form.control,
    name: ['creditLife.outstandingBalance', 'paymentMethod'],
  });
  const [create] = useCreateIndividualCreditLifeMutation();
  const [edit] = useEditCreditLifeApplicationMutation();
  const call = useKeyedCall(UNABLE_TO.CREATE_APPLICATION);
  const [issued, setIssued] = useState<CreditLifeApplicationReply | null>(null);

  const send = async (values: StandaloneCreditLifeValues) => {
    const outcome = application
      ? await call.run(editCreditLifeBody(application.applicationId, values, intent.current), (key) =>
          edit({
            family,
            body: editCreditLifeBody(application.applicationId, values, intent.current),
            idempotencyKey: key,
          }),
        )
      : await call.run(individualCreditLifeBody(values, intent.current), (key) =>
          create({ family, body: individualCreditLifeBody(values, intent.current), idempotencyKey: key }),
        );
    if (!outcome.ok) {
      for (const [path, message] of Object.entries(outcome.problem.fields ?? {}))
        form.setError(standaloneFieldOf(path) as Path<StandaloneCreditLifeValues>, {
          type: 'server',
          message,
        });
      return;
    }
    if (outcome.data.policy) {
      setIssued(outcome.data);
      return;
    }
    notify.success(SAVED_FOR_LATER);
    if (!application)
      void navigate(paths.newCreditLife(outcome.data.application.applicationId), { replace: true });
  };

  const submitAs = (next: StandaloneIntent) => () => {
    intent.current = next;
    void form.onSubmit(send)();
  };

  if (issued?.policy)
    return (
      <ApplicationSuccess
        policyNumber={issued.policy.policyNumber}
        monthlyPremium={issued.policy.monthlyPremium}
        message={issued.message}
        next={paths.creditLife(issued.policy.policyId)}
        linkLabel="Open my policy"
      />
    );

  const items = consentItems<Path<StandaloneCreditLifeValues>>(
    CREDIT_LIFE_CONSENT_TEXTS,
    editing ? application?.module.paymentType !== 'deduct_from_salary' : paymentMethod === 'debit_order',
    'consents.',
  );
  return (
    <Stack
      ref={form.formRef}
      component="form"
      noValidate
      spacing={2.5}
      aria-label="Credit life on a financed phone"
      onSubmit={(event) => {
        event.preventDefault();
        submitAs('issue')();
      }}
    >
      <WizardSection title="Your financed phone">
        {application ? (
          <FactList facts={[{ label: 'Financed phone', value: application.module.financedItem }]} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <BoundTextField control={form.control} name="deviceBrand" label="Phone brand" required />
            <BoundTextField control={form.control} name="deviceModel" label="Phone model" required />
            <ImeiField form={form} name="deviceIMEINumber" />
          </Box>
        )}
      </WizardSection>
      <CreditLifeFields
        family={family}
        form={form}
        balanceNote={<LivePremium family={family} balance={balance} />}
      />
      <WizardSection title="How you pay">
        {application ? (
          <Typography color="text.secondary">The premium is paid as you chose when you applied.</Typography>
        ) : (
          <PaymentMethodFields family={family} form={form} />
        )}
      </WizardSection>
      <WizardSection
        title="Your consent"
        description="Give these to take out the cover now, or save it without them and finish later."
      >
        <DeclarationFields form={form} items={items} />
      </WizardSection>
      {call.problem ? <Alert severity="error">{call.problem.message}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          onClick={submitAs('save')}
          disabled={call.busy}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Save and finish later
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={call.busy}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Take out credit life
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * Credit life on a financed phone taken on its own (/employee/device/credit-life/new): the phone and
 * its IMEI, the balance with the premium shown as it is typed, the person responsible, beneficiaries,
 * payment and the consents; with them the cover is issued (then its page after 2 s), without them it is
 * kept PENDING and continued here (?applicationId=) later.
 */
export function StandaloneCreditLife({ family }: { family: CreditLifeFamily }) {
  const paths = deviceWebPaths(family);
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId');
  const applications = useGetCreditLifeApplicationsQuery({ family }, { skip: !applicationId });
  const application = applicationId
    ? applications.data?.data.find(
        (entry) => entry.applicationId === applicationId && entry.module.linkedApplicationId === null,
      )
    : null;
  if (applicationId && applications.isSuccess && (!application || application.status !== 'PENDING'))
    return <NotFound />;
  return (
    <PageFrame
      title="Credit life on a financed phone"
      intro="Credit life settles what you still owe on your phone if the person responsible for the finance dies or becomes permanently disabled."
      back={{ to: paths.creditLifeList, label: 'My credit life' }}
      maxWidth="md"
    >
      {applicationId && applications.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void applications.refetch()} />
      ) : applicationId && !application ? (
        <LoadingState label="Loading your application" />
      ) : (
        <StandaloneForm key={applicationId ?? 'new'} family={family} application={application ?? null} />
      )}
    </PageFrame>
  );
}
