export {
  createNotifier,
  DEFAULT_MAIL_FROM,
  DELIVERY_PAGE_SIZE,
  type Notifier,
  type NotifierConfig,
  type NotifierDeps,
  type NotifierLogger,
  type NotifyResult,
  type Delivery,
  type RetryResult,
} from './notifier.js';
export {
  renderEmail,
  BRAND_NAME,
  type EmailTemplateName,
  type EmailTemplates,
  type RenderedEmail,
} from './templates.js';
export { maskRecipient } from './mask.js';
export type { OutgoingEmail, MailTransport } from './smtp-transport.js';
export type { OutgoingSms, SmsTransport } from './sms-transport.js';
export { notifierPlugin } from './plugin.js';
