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
  // Only the last ten minutes' mail (`since`, epoch seconds): every recipient is made by its own test, and the whole
  // store, which grows with the run, would cost every poll more than the one before.
  const since = Math.floor(Date.now() / 1000) - 600;
  while (Date.now() < deadline) {
    const res = await fetch(`${MAILBOX_URL}/store?since=${since}`);
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
  // A click that lands while the page's late chunks are still settling can be lost on a busy machine (seen once in
  // CI as "Clicking the checkbox did not change its state"): check again until it holds. A form that lost its values
  // instead still fails below, where the registration must succeed.
  const terms = page.getByLabel(/I agree/);
  await expect(async () => {
    await terms.check({ timeout: 5_000 });
    await expect(terms).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
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

/**
 * USER_PASSWORD_AUTH sign-in straight against Cognito: the user pool client's id, the user's Cognito username and id
 * (`sub`), and the tokens under the names Amplify stores them by. Throws when Cognito refuses.
 */
export async function cognitoTokens(
  email: string,
  password: string,
): Promise<{ clientId: string; username: string; sub: string; tokens: { accessToken: string; idToken: string; refreshToken: string; clockDrift: string } }> {
  const config = await localConfig();
  const res = await fetch(config.userPoolEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ ClientId: config.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const out = (await res.json()) as { AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken: string } };
  const result = out.AuthenticationResult;
  if (!result?.AccessToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(out)}`);
  const claims = JSON.parse(Buffer.from(result.AccessToken.split('.')[1]!, 'base64url').toString()) as { username?: string; sub: string };
  return {
    clientId: config.userPoolClientId,
    username: claims.username ?? claims.sub,
    sub: claims.sub,
    tokens: { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken, clockDrift: '0' },
  };
}

/** USER_PASSWORD_AUTH sign-in straight against Cognito; returns the access token and the user's id (`sub`). */
export async function apiSignIn(email: string, password: string): Promise<{ accessToken: string; sub: string }> {
  const { tokens, sub } = await cognitoTokens(email, password);
  return { accessToken: tokens.accessToken, sub };
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
