/**
 * Notifications in the recipient's language on the local cloud (docs/decisions/web/languages.md, "Notifications and
 * e-mails"): a poster and a geodesist who chose Estonian (PUT /me/language) and a geodesist who did not. A new tender
 * reaches the Estonian geodesist in Estonian (e-mail and bell) and the other in English; the English geodesist's bid
 * reaches the poster in Estonian with the amount as '1 234,50 €'. Cognito's confirmation e-mail follows the language
 * the sign-up sends. Mail is read from the local SES store.
 */
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cloud, cognito, PASSWORD, uniqueEmail, waitForMail } from './support';
import { bid, loadModules, newUser, openTender, type WorldUser } from './world';

let poster: WorldUser;
let geodesistEt: WorldUser;
let geodesistEn: WorldUser;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  await loadModules();
  [poster, geodesistEt, geodesistEn] = await Promise.all([newUser('tenderPoster', 'approved', 'KeelPoster'), newUser('geodesist', 'approved', 'KeelEt'), newUser('geodesist', 'approved', 'KeelEn')]);
  for (const user of [poster, geodesistEt]) {
    const res = await api(user.token, 'PUT', '/me/language', { language: 'et' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

describe('notifications in the recipient’s language', () => {
  it('tells each geodesist of a new tender in their language, and the poster of a bid in Estonian with Estonian money', async () => {
    const title = `Keelte mõõdistus ${Date.now()}`;
    const { tenderId } = await openTender(poster, title);

    const et = await waitForMail(geodesistEt.email, new RegExp(`^Uus hange avaldatud „${escape(title)}“ — GeoTender$`), 30_000);
    expect(et.body.text).toContain(`Avaldati uus hange: „${title}“`);
    expect(et.body.text).toContain('Loobu neist e-kirjadest:');
    const en = await waitForMail(geodesistEn.email, new RegExp(`^New Tender Posted "${escape(title)}" — GeoTender$`), 30_000);
    expect(en.body.text).toContain(`A new tender has been posted: "${title}"`);
    const bell = await api(geodesistEt.token, 'GET', '/notifications');
    expect((bell.body.items as { referenceId: string; message: string }[]).find((n) => n.referenceId === tenderId)?.message).toBe(`Avaldati uus hange: „${title}“`);

    await bid(geodesistEn, tenderId, 1234.5);
    const toPoster = await waitForMail(poster.email, new RegExp(`^Uus pakkumine „${escape(title)}“ — GeoTender$`), 30_000);
    expect(toPoster.body.text).toMatch(new RegExp(`Said hankele „${escape(title)}“ uue pakkumise summas 1\\s234,50\\s€`));
  });

  it('writes Cognito’s confirmation e-mail in the language the sign-up sends', async () => {
    const email = uniqueEmail('keel');
    await cognito.send(
      new SignUpCommand({
        ClientId: cloud.ids.userPoolClientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: Object.entries({ email, given_name: 'Mari', family_name: 'Maasikas', 'custom:role': 'geodesist', locale: 'et' }).map(([Name, Value]) => ({ Name, Value })),
        ClientMetadata: { language: 'et' },
      }),
    );
    const mail = await waitForMail(email, /^Kinnita oma GeoTenderi konto$/, 20_000);
    expect(mail.body.html).toContain('Registreerimise lõpetamiseks kinnita oma e-posti aadress.');
  });
});
