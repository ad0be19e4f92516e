import { useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { FactList } from '../../../../components/policies/fact-list';
import { Money } from '../../../../components/money/money-display';
import { CreditLifeFields } from '../../../credit-life/fields/credit-life-fields';
import type { MotorFamily } from '../api/purchase-api';
import { VehicleCreditLifePremium } from './credit-life-premium';
import { amountInsured } from './credit-life-rules';
import type { HistoryStepValues } from './history-rules';
import { useVehicleCreditLifeQuote } from './use-vehicle-credit-life-quote';
import { useMotorWizardAgent } from './wizard-agent';
import { useMotorQuestions } from './wizard-questions';
import { useMotorWording } from './wizard-wording';

/** Whole percent, or null while empty. */
const percent = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 3);
  return digits === '' ? null : Number(digits);
};

/** The additional percentage insured on top of the balance, and the amount insured it comes to. */
function AdditionalCover({ form }: { form: UseFormReturn<HistoryStepValues> }) {
  const details = useWatch({ control: form.control, name: 'creditLifeDetails' });
  const insured = amountInsured(details);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}
    >
      <BoundTextField
        control={form.control}
        name="creditLifeDetails.addtionalPercentage"
        label="Additional percentage insured"
        help="0 to 25% on top of the balance, e.g. for interest and fees"
        parse={percent}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      />
      <FactList
        facts={[
          {
            label: 'Amount insured',
            value: insured === null ? 'Enter the balance and the percentage' : <Money cents={insured} />,
          },
        ]}
      />
    </Box>
  );
}

/**
 * Vehicle credit life's details (the finance part of step 3, when the vehicle is financed and credit life
 * is chosen): the outstanding balance, the additional percentage and the amount insured, the monthly
 * premium (getVehicleCreditLifeQuote, 300 ms after typing stops), the person responsible and the
 * beneficiaries, whose shares are summed.
 */
export function CreditLifeScreen({
  family,
  form,
  vin,
}: {
  family: MotorFamily;
  form: UseFormReturn<HistoryStepValues>;
  vin: string;
}) {
  const details = useWatch({ control: form.control, name: 'creditLifeDetails' });
  const priced = useVehicleCreditLifeQuote(family, details, { chosen: true, vin });
  const agent = useMotorWizardAgent();
  const wording = useMotorWording();
  const questions = useMotorQuestions();
  // Filled in for the customer: "Me" is the customer, by first name; the server fills them in (the desk is
  // not shown their ID number), so the form says so instead of asking their names and ID number
  const forCustomer = agent
    ? {
        selfLabel: wording.responsibleSelf,
        self: { ...agent.customerNames, idNumber: '' },
        selfOnFile: agent.responsibleOnFile,
        relationshipLabel: questions.relationship,
      }
    : undefined;
  return (
    <CreditLifeFields
      family={family}
      form={form}
      name="creditLifeDetails"
      title="Vehicle credit life"
      balanceHelp={wording.creditLifeBalanceHelp}
      {...(forCustomer ? { forCustomer } : {})}
      balanceNote={<VehicleCreditLifePremium priced={priced} />}
      afterBalance={<AdditionalCover form={form} />}
    />
  );
}
