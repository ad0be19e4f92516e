import Box from '@mui/material/Box';
import {
  COOLING_OFF_DAYS,
  coolingOffNotice,
  GRACE_PERIOD_DAYS,
  NATURAL_DEATH_WAITING_MONTHS,
} from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { DeclarationFields } from '../../../../components/declaration/declaration-fields';
import { declarationFormSchema } from '../../../../components/declaration/declaration-schema';
import { QuoteBreakdown } from '../../shared/quote-breakdown';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import type { WizardStep5 } from '../state/wizard-types';

/** Step 5: the quote to accept, the terms and conditions, and the POPIA and TCF consent. */
export function StepDeclaration() {
  const dispatch = useAppDispatch();
  const { step5: saved, quote } = useAppSelector((state) => state.funeralQuote);
  const form = useDraftForm<WizardStep5>({
    schema: declarationFormSchema,
    values: saved,
    onEdit: (step5) => dispatch(funeralQuoteActions.draftEdited({ step5 })),
  });

  return (
    <WizardStepForm
      label="Declaration"
      form={form}
      onSave={(step5) => {
        dispatch(funeralQuoteActions.step5Saved(step5));
      }}
      backLabel="Back to my family"
      submitLabel="Continue to payment"
    >
      {quote ? (
        <WizardSection>
          <QuoteBreakdown quote={quote} titleComponent="h2" title="What you are applying for" />
        </WizardSection>
      ) : null}
      <WizardSection title="Declaration">
        <Box component="ul" sx={{ pl: 2.5, mt: 0, color: 'text.secondary' }}>
          <li>
            Natural death is covered after a {NATURAL_DEATH_WAITING_MONTHS}-month waiting period; accidental
            death from day one.
          </li>
          <li>{coolingOffNotice(COOLING_OFF_DAYS.long_term)}</li>
          <li>
            If a premium is missed, cover continues for a {GRACE_PERIOD_DAYS}-day grace period before the
            policy lapses.
          </li>
          <li>
            The information you gave is true and complete; a wrong answer can lead to a claim being refused.
          </li>
        </Box>
        <DeclarationFields
          form={form}
          items={[
            { name: 'acceptTandc', label: 'I accept the terms and conditions of this funeral policy.' },
            {
              name: 'acceptPOPIAandTCF',
              label:
                "I consent to the processing of my and my family's personal information under POPIA as set out in the privacy notice, and confirm I was treated fairly (TCF) and understand this cover.",
            },
          ]}
        />
      </WizardSection>
    </WizardStepForm>
  );
}
