import { z } from 'zod';
import { emailField, personNameField, saMobileField } from '@cover/domain';
import { checkedBy } from '../../../../components/form-fields/zod-rules';
import { MAIN_MEMBER_BAND } from '../../shared/members/member-validation';
import { checkSaId } from '../../../../components/identity-fields/sa-id-check';

/** Step 2: the employee's own ID number (in the age band), names, email and mobile number. */
export const detailsSchema = z.object({
  idNumber: z.string().superRefine((idNumber, ctx) => {
    const id = checkSaId(idNumber, MAIN_MEMBER_BAND);
    if (!id.idValid || !id.ageValid)
      ctx.addIssue({ code: 'custom', message: id.message ?? 'Please enter your 13-digit SA ID number' });
  }),
  firstName: checkedBy(z.string(), personNameField),
  lastName: checkedBy(z.string(), personNameField),
  email: checkedBy(z.string(), emailField),
  mobile: checkedBy(z.string(), saMobileField),
});
