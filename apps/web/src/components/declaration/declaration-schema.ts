import { z } from 'zod';
import { declarationSchema } from '@cover/domain';
import { checkedBy } from '../form-fields/zod-rules';

/** An application's declaration as a form holds it (two checkboxes), with the shared rules and messages. */
export const declarationFormSchema = z.object({
  acceptTandc: checkedBy(z.boolean(), declarationSchema.shape.acceptTandc),
  acceptPOPIAandTCF: checkedBy(z.boolean(), declarationSchema.shape.acceptPOPIAandTCF),
});
