/**
 * Helpers for the end-to-end tests: the local mailbox (aws-ses-v2-local's /store), unique users,
 * and the seeded admin.
 */
import { expect, type Page } from '@playwright/test';

/** Port shift of the local cloud under test (playwright.config.ts, local/ports.ts). */
const OFFSET = Number(process.env.LOCAL_PORT_OFFSET ?? 0);
export const MAILBOX_URL = process.env.E2E_MAILBOX_URL ?? `http://localhost:${8005 + OFFSET}`;
/** The local HTTP gateway. */
export const API_URL = process.env.E2E_API_URL ?? `http://localhost:${4000 + OFFSET}`;
export const ADMIN = {
  email: process.env.LOCAL_ADMIN_EMAIL ?? 'admin@geotender.local',
  password: process.env.LOCAL_ADMIN_PASSWORD ?? 'GeoTender!2026',
};
export const PASSWORD = 'Survey2026x';

interface StoredMail { subject: string; destination: { to: string[] }; body: { html?: string; text?: string } }

/** Waits for the newest e-mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${MAILBOX_URL}/store`);
    const { emails } = (await res.json()) as { emails: StoredMail[] };
    const mail = emails.filter((m) => m.destination.to.some((t) => t.includes(to)) && subject.test(m.subject)).at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link in an e-mail whose path starts with `path`, as a path + query for page.goto. */
export function linkIn(mail: StoredMail, path: string): string {
  const html = mail.body.html ?? mail.body.text ?? '';
  const match = html.match(new RegExp(`https?://[^"'\\s<>]*${path.replace(/[/?]/g, (c) => `\\${c}`)}[^"'\\s<>]*`));
  if (!match) throw new Error(`No ${path} link in e-mail "${mail.subject}"`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

/** A unique e-mail for this run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export interface NewUser { role: 'geodesist' | 'tenderPoster'; firstName: string; lastName: string; email: string; company?: string; phone?: string }

/** Registers through /register and confirms through the link in the confirmation e-mail. */
export async function registerAndConfirm(page: Page, user: NewUser): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Account Type').selectOption(user.role);
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  if (user.phone) await page.getByLabel('Phone').fill(user.phone);
  if (user.company) await page.getByLabel('Company').fill(user.company);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Sign up successful').first()).toBeVisible();
  await page.waitForURL('**/login');

  const mail = await waitForMail(user.email, /confirm/i);
  await page.goto(linkIn(mail, '/login?'));
  await expect(page.getByTestId('confirm-success')).toBeVisible();
}

/** Signs in through /login. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
