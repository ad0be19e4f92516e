/**
 * Branded transactional emails: each template gives a subject, a plain-text body and a small,
 * inline-styled HTML body (mail clients ignore stylesheets). Every value placed in HTML is escaped.
 */
export const BRAND_NAME = 'Telkom Cover';
const BRAND_COLOUR = '#0057b8';

export interface EmailTemplates {
  'verification-code': { code: string; purpose?: string; expiresInMinutes?: number; name?: string };
  'callback-received': { name: string; reference: string; preferredTime?: string; product?: string };
  /** a customer notice (docs/decisions/0027): its subject and paragraphs come from the domain's notices */
  'customer-notice': { name: string; subject: string; paragraphs: string[] };
}
export type EmailTemplateName = keyof EmailTemplates;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface Content {
  subject: string;
  greeting: string;
  paragraphs: string[];
  highlight?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function durationText(minutes: number): string {
  if (minutes % (60 * 24) === 0) return `${minutes / (60 * 24)} day${minutes === 1440 ? '' : 's'}`;
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const builders: { [K in EmailTemplateName]: (data: EmailTemplates[K]) => Content } = {
  'customer-notice': (data) => ({
    subject: data.subject,
    greeting: data.name ? `Hello ${data.name},` : 'Hello,',
    paragraphs: data.paragraphs,
  }),
  'verification-code': (data) => ({
    subject: `Your ${BRAND_NAME} verification code`,
    greeting: data.name ? `Hello ${data.name},` : 'Hello,',
    paragraphs: [
      `Use this code to ${data.purpose ?? 'verify your account'}:`,
      ...(data.expiresInMinutes ? [`The code expires in ${durationText(data.expiresInMinutes)}.`] : []),
      'If you did not ask for this code, you can ignore this email. We will never ask you for it by phone.',
    ],
    highlight: data.code,
  }),
  'callback-received': (data) => ({
    subject: `We received your call-back request (${data.reference})`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      `Thank you for your interest${data.product ? ` in ${data.product}` : ''}. One of our consultants will call you soon.`,
      ...(data.preferredTime ? [`Preferred time: ${data.preferredTime}.`] : []),
      `Your reference is ${data.reference}.`,
    ],
  }),
};

function toText(content: Content): string {
  const [first, ...rest] = content.paragraphs;
  const body = content.highlight ? [first, '', `    ${content.highlight}`, '', ...rest] : content.paragraphs;
  return [
    content.greeting,
    '',
    ...body.flatMap((p) => (p === '' || p === undefined ? [''] : [p, ''])),
    `— ${BRAND_NAME}`,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

function toHtml(content: Content): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const [first, ...rest] = content.paragraphs;
  const highlight = content.highlight
    ? `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(content.highlight)}</p>`
    : '';
  return [
    '<!doctype html><html lang="en"><body style="margin:0;background:#f4f6f8;font-family:Arial,sans-serif;color:#1a1a1a">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff">',
    `<div style="background:${BRAND_COLOUR};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${BRAND_NAME}</div>`,
    '<div style="padding:24px;font-size:16px;line-height:1.5">',
    paragraph(content.greeting),
    first === undefined ? '' : paragraph(first),
    highlight,
    ...rest.map(paragraph),
    '</div></div></body></html>',
  ].join('');
}

export function renderEmail<K extends EmailTemplateName>(
  template: K,
  data: EmailTemplates[K],
): RenderedEmail {
  const content = builders[template](data);
  return { subject: content.subject, text: toText(content), html: toHtml(content) };
}
