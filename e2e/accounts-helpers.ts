import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './support/browser';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

/** The newest 6-digit code sent to `to` after `since` (polls the development outbox). */
export async function codeFromOutbox(baseUrl: string, to: string, since: string[] = []): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/dev/outbox`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const fresh = messages
      .filter((message) => message.to.toLowerCase() === to.toLowerCase() && !since.includes(message.id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const code = fresh[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code was sent to ${to}`);
}

/** The newest message sent to `to` whose subject matches (polls the development outbox). */
export async function messageFromOutbox(
  baseUrl: string,
  to: string,
  subject: RegExp,
): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/dev/outbox`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const found = messages
      .filter(
        (message) => message.to.toLowerCase() === to.toLowerCase() && subject.test(message.subject ?? ''),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no message matching ${String(subject)} was sent to ${to}`);
}

/** Ids of the messages already in the outbox for `to` (so the next code read is a new one). */
export async function outboxIds(baseUrl: string, to: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages
    .filter((message) => message.to.toLowerCase() === to.toLowerCase())
    .map((message) => message.id);
}

/** Screenshots at the current viewport, named for the screen and the size. */
export async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await screenshot(page, `accounts-${name}-${size?.width ?? 0}`);
}

/** Takes the screen's screenshot at 390 px and 1280 px wide, then restores the page's own size. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 390, height: 844 };
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, name);
  await page.setViewportSize(original);
}

/** The snackbar / live region text after an action. */
export async function expectAnnounced(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(async () => (await page.getByTestId('notification-status').textContent()) ?? '', {
      timeout: 10_000,
    })
    .toMatch(text);
}

export async function expectAlert(page: Page, text: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** A form field by its exact label (MUI adds " *" to required ones). */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}
