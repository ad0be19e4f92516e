import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  COVER_OPTION_CODES,
  funeralCoverOptionField,
  funeralCoverTypeField,
  type PolicyDetail,
} from '@cover/domain/funeral';
import { BoundCoverOptionPicker } from '../../../shared/bound-cover-option-picker';
import { PricedChangeForm } from '../../../../../components/policies/priced-change-form';
import { premiumConsentFor } from '../../../shared/premium-consent-for';
import { usePolicyChange } from '../use-policy-change';

const planSchema = z.object({ coverType: funeralCoverTypeField, coverOption: funeralCoverOptionField });
type Plan = z.infer<typeof planSchema>;

/** The policy's plan as the form starts it (an unknown option reads as A, an unknown type as money cover). */
const planOf = ({ module }: PolicyDetail): Plan => ({
  coverType: module.coverType === 'Funeral expenses cover' ? module.coverType : 'Money cover',
  coverOption: COVER_OPTION_CODES.find((code) => code === module.coverageOption) ?? 'A',
});

/** Change the cover option (and type): re-quoted for every member, shown as a preview, then applied. */
export function ChangePlan({ policy }: { policy: PolicyDetail }) {
  const change = usePolicyChange(policy.policyId, {
    preview: 'changePlanDetails',
    apply: 'changePlanDetails',
  });
  const { control, handleSubmit, watch } = useForm<Plan>({
    resolver: zodResolver(planSchema),
    defaultValues: planOf(policy),
  });
  const [coverType, coverOption] = watch(['coverType', 'coverOption']);
  const unchanged = coverType === policy.module.coverType && coverOption === policy.module.coverageOption;
  return (
    <PricedChangeForm
      change={change}
      confirmLabel="Change my plan"
      consentFor={premiumConsentFor(policy)}
      problem={change.problem?.message}
      submitDisabled={unchanged}
      onSubmit={handleSubmit((plan) => change.requestPreview(plan))}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Your cover is now {policy.module.coverType}, option {policy.module.coverageOption}. Choose the new
          cover and see the new premium before anything changes.
        </Typography>
        <BoundCoverOptionPicker
          form={{ control }}
          names={{ coverType: 'coverType', coverOption: 'coverOption' }}
        />
      </Paper>
    </PricedChangeForm>
  );
}
