/**
 * An application received (application.created): what it is for, its number to quote and its premium a
 * month (with the credit life applied for with it: each premium and what they come to together), so that
 * the customer holds both before any decision. Facts of an older event without them still read.
 */
import type { CustomerNotice, NoticeFacts } from './notice-facts.js';
import {
  SMS_PREFIX,
  applicationNumberParagraphs,
  applicationRef,
  fitted,
  inText,
  listed,
  money,
  numberedApplicationRef,
  products,
  together,
} from './notice-wording.js';

/**
 * Every premium a month when all are known: the application's, then each cover applied for with it (a sum of
 * only some would understate what the customer pays). Null otherwise.
 */
function premiums(f: NoticeFacts): { own: number; others: { product: string; amount: number }[] } | null {
  if (f.amount == null) return null;
  const others: { product: string; amount: number }[] = [];
  for (const cover of together(f)) {
    if (cover.amount == null) return null;
    others.push({ product: cover.product, amount: cover.amount });
  }
  return { own: f.amount, others };
}

function premiumParagraph(known: NonNullable<ReturnType<typeof premiums>>, total: number): string {
  if (known.others.length === 0) return `The premium is ${money(known.own)} a month.`;
  const each = listed(
    known.others.map((cover) => `${money(cover.amount)} a month for ${inText(cover.product)}`),
  );
  return `The premium is ${money(known.own)} a month, with ${each}: ${money(total)} a month together.`;
}

export function applicationReceivedNotice(f: NoticeFacts): CustomerNotice {
  const known = premiums(f);
  const total = known ? known.own + known.others.reduce((sum, cover) => sum + cover.amount, 0) : 0;
  const premium = known ? ` (${money(total)} a month${known.others.length > 0 ? ' together' : ''})` : '';
  const next = 'We will let you know what happens next.';
  return {
    subject: `We received ${applicationRef(f)}`,
    paragraphs: [
      `Thank you for applying for ${products(f)}. We have received your application.`,
      ...applicationNumberParagraphs(f),
      ...(known ? [premiumParagraph(known, total)] : []),
      'We will let you know as soon as your cover is in place, or if we need anything else from you.',
    ],
    sms: fitted(
      `${SMS_PREFIX} we received ${numberedApplicationRef(f)}${premium}. ${next}`,
      `${SMS_PREFIX} we received ${numberedApplicationRef(f)}. ${next}`,
      `${SMS_PREFIX} we received ${applicationRef(f)}. ${next}`,
    ),
  };
}
