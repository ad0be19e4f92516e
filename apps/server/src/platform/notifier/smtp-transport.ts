import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface MailTransport {
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer from a connection URL (smtp://user:pass@host:587, smtps://…). Timeouts are
 * kept short: a message is sent while its request waits, and a failure is retried later from the outbox.
 */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    async send(message) {
      await transporter.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
