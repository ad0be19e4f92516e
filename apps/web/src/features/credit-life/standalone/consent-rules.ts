import { z } from 'zod';
import { REGISTRATION_MESSAGES } from '@cover/domain/device';

/** The four consents as ticked (device cover and credit life ask for the same four). */
export interface ConsentsDraft {
  debitOrder: boolean;
  creditCheck: boolean;
  terms: boolean;
  popia: boolean;
}

/** The four consents' texts, as the line words them (device cover, credit life). */
export type ConsentTexts = Readonly<Record<keyof ConsentsDraft, string>>;

const consent = (required: boolean) =>
  z.boolean().refine((given) => given || !required, REGISTRATION_MESSAGES.consent);

/** The consents: credit check, terms and POPIA always; the debit order one only for a debit order. */
export const consentsSchema = (debitOrder: boolean) =>
  z.object({
    debitOrder: consent(debitOrder),
    creditCheck: consent(true),
    terms: consent(true),
    popia: consent(true),
  }) satisfies z.ZodType<ConsentsDraft>;

/** The consent checkboxes with their exact texts, in order (the debit order one only for a debit order). */
export const consentItems = <P extends string = keyof ConsentsDraft>(
  texts: ConsentTexts,
  debitOrder: boolean,
  prefix = '',
) =>
  [
    ...(debitOrder ? [{ name: 'debitOrder', label: texts.debitOrder }] : []),
    { name: 'creditCheck', label: texts.creditCheck },
    { name: 'terms', label: texts.terms },
    { name: 'popia', label: texts.popia },
  ].map((item) => ({ ...item, name: `${prefix}${item.name}` as P }));

/** The consents as sent: the debit order one is given only for a debit order. */
export const consentsPayload = (consents: ConsentsDraft, debitOrder: boolean) => ({
  ...consents,
  debitOrder: debitOrder && consents.debitOrder,
});

export const NO_CONSENTS: ConsentsDraft = {
  debitOrder: false,
  creditCheck: false,
  terms: false,
  popia: false,
};
