import { z } from 'zod';
import { checkBeneficiaryList, type BeneficiaryDraft } from '../beneficiaries/beneficiary-rules';

/** A form's list of beneficiaries (BeneficiaryEditor): valid people whose shares total 100%. */
export const beneficiaryListField = z.custom<BeneficiaryDraft[]>().superRefine((list, ctx) => {
  const check = checkBeneficiaryList(list);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
});
