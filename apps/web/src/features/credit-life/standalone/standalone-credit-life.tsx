import { useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CREDIT_LIFE_CONSENT_TEXTS,
  UNABLE_TO,
  type CreditLifeApplication,
  type CreditLifeApplicationReply,
} from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { DeclarationFields } from '../../../components/declaration/declaration-fields';
import { salaryDeductionConsentItems } from '../../../components/declaration/salary-deduction-consent';
import { NotFound } from '../../../components/not-found';
import { useNotify } from '../../../components/notifications/use-notify';
import { PageFrame } from '../../../components/page/page-frame';
import { FactList } from '../../../components/policies/fact-list';
import { useKeyedCall } from '../../../components/policies/use-keyed-call';
import { ApplicationSuccess } from '../../../components/wizard/application-success';
import { useDraftForm } from '../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../components/wizard/wizard-section';
import {
  useCreateIndividualCreditLifeMutation,
  useEditCreditLifeApplicationMutation,
  useGetCreditLifeApplicationsQuery,
} from '../api/credit-life-api';
import { CreditLifeExists } from '../exists/credit-life-exists';
import { CREDIT_LIFE_EXISTS } from '../exists/refusal';
import { CreditLifeFields } from '../fields/credit-life-fields';
import type { CreditLifeFamily, CreditLifeLine } from '../line';
import { PaymentMethodFields } from '../../../components/policies/payment-method-fields';
import { useAccountHolderPrefill } from './account-holder-prefill';
import { consentItems } from './consent-rules';
import {
  editCreditLifeBody,
  emptyStandaloneValues,
  individualCreditLifeBody,
  salaryDeducted,
  standaloneFieldOf,
  standaloneSchema,
  valuesOfApplication,
  type StandaloneCreditLifeValues,
  type StandaloneIntent,
  type StandaloneItemRules,
} from './standalone-rules';
import { DeductionConsentWaiting, type ServerPremium } from './standalone-premium';

export const SAVED_FOR_LATER =
  'Saved. You can finish your credit life application later from My credit life.';

export type StandaloneFormApi<Item> = UseFormReturn<StandaloneCreditLifeValues<Item>>;

/** A line's standalone credit life: its financed item's fields and rules, and its premium. */
export interface StandaloneCreditLifeProduct<Item> {
  line: CreditLifeLine;
  rules: StandaloneItemRules<Item>;
  /** the page's intro */
  intro: string;
  /** 'Your financed phone' */
  itemTitle: string;
  /** the item's fields of a new application (`item.*`) */
  itemFields: (form: StandaloneFormApi<Item>) => ReactNode;
  /** the balance's hint */
  balanceHelp: string;
  /** the line's fields after the balance (e.g. an additional percentage), if any */
  afterBalance?: (form: StandaloneFormApi<Item>) => ReactNode;
  /**
   * The premium the server quotes for what is typed (the line's quote call; a PENDING application's
   * additional percentage as it holds it), shown under the balance and named by the deduction's consent.
   */
  usePremium: (
    family: CreditLifeFamily,
    form: StandaloneFormApi<Item>,
    application: CreditLifeApplication | null,
  ) => ServerPremium;
}

interface FormProps<Item> {
  product: StandaloneCreditLifeProduct<Item>;
  /** a PENDING application being continued; null for a new one */
  application: CreditLifeApplication | null;
}

function StandaloneForm<Item>({ product, application }: FormProps<Item>) {
  const { line, rules } = product;
  const { paths, scope, wording } = line;
  const { family } = scope;
  const navigate = useNavigate();
  const notify = useNotify();
  const editing = application !== null;
  const intent = useRef<StandaloneIntent>('issue');
  const paymentType = application?.module.paymentType ?? null;
  const [schema] = useState(() =>
    standaloneSchema(rules, () => ({ editing, intent: intent.current, paymentType })),
  );
  const form = useDraftForm<StandaloneCreditLifeValues<Item>>({
    schema: schema as never,
    values: application ? valuesOfApplication(rules, application) : emptyStandaloneValues(rules, family),
    onEdit: () => undefined,
  });
  useAccountHolderPrefill(form, family, editing);
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const deducted = salaryDeducted({ paymentMethod }, { editing, paymentType });
  // the premium the deduction's consent names: the server's quote for what is typed, never worked out here
  const premium = product.usePremium(family, form, application);
  const [create] = useCreateIndividualCreditLifeMutation();
  const [edit] = useEditCreditLifeApplicationMutation();
  const call = useKeyedCall(UNABLE_TO.CREATE_APPLICATION);
  const [issued, setIssued] = useState<CreditLifeApplicationReply | null>(null);

  const send = async (values: StandaloneCreditLifeValues<Item>) => {
    const outcome = application
      ? await call.run(
          editCreditLifeBody(application.applicationId, values, intent.current, paymentType),
          (key) =>
            edit({
              scope,
              body: editCreditLifeBody(application.applicationId, values, intent.current, paymentType),
              idempotencyKey: key,
            }),
        )
      : await call.run(individualCreditLifeBody(rules, values, intent.current), (key) =>
          create({
            scope,
            body: individualCreditLifeBody(rules, values, intent.current),
            idempotencyKey: key,
          }),
        );
    if (!outcome.ok) {
      for (const [path, message] of Object.entries(outcome.problem.fields ?? {}))
        form.setError(standaloneFieldOf(rules.serverFields, path) as Path<StandaloneCreditLifeValues<Item>>, {
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

  const items = [
    ...salaryDeductionConsentItems(deducted, premium.monthlyPremium).map((entry) => ({
      ...entry,
      name: `consents.${entry.name}` as Path<StandaloneCreditLifeValues<Item>>,
    })),
    ...consentItems<Path<StandaloneCreditLifeValues<Item>>>(
      CREDIT_LIFE_CONSENT_TEXTS,
      editing ? paymentType !== 'deduct_from_salary' : paymentMethod === 'debit_order',
      'consents.',
    ),
  ];
  return (
    <Stack
      ref={form.formRef}
      component="form"
      noValidate
      spacing={2.5}
      aria-label={wording.cover}
      onSubmit={(event) => {
        event.preventDefault();
        submitAs('issue')();
      }}
    >
      <WizardSection title={product.itemTitle}>
        {application ? (
          <FactList facts={[{ label: wording.financedItem, value: application.module.financedItem }]} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {product.itemFields(form)}
          </Box>
        )}
      </WizardSection>
      <CreditLifeFields
        family={family}
        form={form}
        balanceHelp={product.balanceHelp}
        balanceNote={premium.note}
        afterBalance={!application && product.afterBalance ? product.afterBalance(form) : undefined}
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
        <Stack spacing={1.5}>
          {deducted ? <DeductionConsentWaiting premium={premium} /> : null}
          <DeclarationFields form={form} items={items} />
        </Stack>
      </WizardSection>
      {call.problem?.code === CREDIT_LIFE_EXISTS ? (
        <CreditLifeExists line={line} message={call.problem.message} lookUp />
      ) : call.problem ? (
        <Alert severity="error">{call.problem.message}</Alert>
      ) : null}
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
 * Credit life on a financed item taken on its own (/<audience>/<line>/credit-life/new): the item, the
 * balance with the premium shown as it is typed, the person responsible, beneficiaries, payment and the
 * consents; with them the cover is issued (then its page after 2 s), without them it is kept PENDING and
 * continued here (?applicationId=) later.
 */
export function StandaloneCreditLife<Item>({ product }: { product: StandaloneCreditLifeProduct<Item> }) {
  const { paths, scope, wording } = product.line;
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId');
  const applications = useGetCreditLifeApplicationsQuery({ scope }, { skip: !applicationId });
  const application = applicationId
    ? applications.data?.data.find(
        (entry) => entry.applicationId === applicationId && entry.module.linkedApplicationId === null,
      )
    : null;
  if (applicationId && applications.isSuccess && (!application || application.status !== 'PENDING'))
    return <NotFound />;
  return (
    <PageFrame
      title={wording.cover}
      intro={product.intro}
      back={{ to: paths.creditLifeList, label: wording.listTitle }}
      maxWidth="md"
    >
      {applicationId && applications.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void applications.refetch()} />
      ) : applicationId && !application ? (
        <LoadingState label="Loading your application" />
      ) : (
        <StandaloneForm key={applicationId ?? 'new'} product={product} application={application ?? null} />
      )}
    </PageFrame>
  );
}
