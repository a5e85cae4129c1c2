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

interface StoredMail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

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

export interface NewUser {
  role: 'geodesist' | 'tenderPoster';
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  phone?: string;
}

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

/** The web app's /config.json of the cloud under test (Cognito endpoint, client id, API URL). */
export async function localConfig(): Promise<{ region: string; userPoolId: string; userPoolClientId: string; userPoolEndpoint: string; apiUrl: string }> {
  const web = `http://localhost:${5173 + OFFSET}`;
  return (await (await fetch(`${web}/config.json`)).json()) as Awaited<ReturnType<typeof localConfig>>;
}

/** USER_PASSWORD_AUTH sign-in straight against Cognito; returns the access token and the user's id (`sub`). */
export async function apiSignIn(email: string, password: string): Promise<{ accessToken: string; sub: string }> {
  const config = await localConfig();
  const res = await fetch(config.userPoolEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const out = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
  const accessToken = out.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(out)}`);
  const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
  return { accessToken, sub };
}

/** Calls the local HTTP API with a token; resolves with the status and the parsed JSON body. */
export async function apiCall(token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export interface CreatedUser extends NewUser {
  password: string;
  sub: string;
  accessToken: string;
}

/**
 * A confirmed user made without the browser (for tests whose subject is not registration): Cognito
 * SignUp, the code from the confirmation e-mail, ConfirmSignUp, and for geodesists the admin's approval
 * through the API unless `approved` is false. Returns the user with a fresh access token.
 */
export async function createUser(
  role: NewUser['role'],
  opts: { approved?: boolean; firstName?: string; lastName?: string; email?: string; company?: string; phone?: string } = {},
): Promise<CreatedUser> {
  const config = await localConfig();
  const user: NewUser = {
    role,
    firstName: opts.firstName ?? (role === 'geodesist' ? 'Gerd' : 'Paula'),
    lastName: opts.lastName ?? (role === 'geodesist' ? 'Geodät' : 'Poster'),
    email: opts.email ?? uniqueEmail(role === 'geodesist' ? 'geo' : 'poster'),
    company: opts.company,
    phone: opts.phone,
  };
  const cognito = (target: string, body: unknown) =>
    fetch(config.userPoolEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${target} failed: ${await r.text()}`);
      return r.json();
    });
  const attributes = [
    { Name: 'email', Value: user.email },
    { Name: 'given_name', Value: user.firstName },
    { Name: 'family_name', Value: user.lastName },
    { Name: 'custom:role', Value: role },
    ...(user.company ? [{ Name: 'custom:company', Value: user.company }] : []),
    ...(user.phone ? [{ Name: 'custom:phone', Value: user.phone }] : []),
  ];
  await cognito('SignUp', { ClientId: config.userPoolClientId, Username: user.email, Password: PASSWORD, UserAttributes: attributes });
  const mail = await waitForMail(user.email, /confirm/i);
  const code = new URL(`http://x${linkIn(mail, '/login?')}`).searchParams.get('confirm')!;
  await cognito('ConfirmSignUp', { ClientId: config.userPoolClientId, Username: user.email, ConfirmationCode: code });
  const { accessToken, sub } = await apiSignIn(user.email, PASSWORD);
  if (role === 'geodesist' && opts.approved !== false) {
    const admin = await apiSignIn(ADMIN.email, ADMIN.password);
    const res = await apiCall(admin.accessToken, 'POST', `/admin/users/${sub}/approval`, { status: 'approved' });
    if (res.status !== 200) throw new Error(`approval failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { ...user, password: PASSWORD, sub, accessToken };
}
