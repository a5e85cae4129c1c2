/**
 * Admin settings (/admin/settings): the platform fee from the money rules, the e-mail sender and the base
 * map from /config.json, read-only; no 'Coming soon'. In Estonian: the texts, the rate and euros in its format, and the
 * closing note with the settings' names as code.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@domain/dto';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import AdminSettingsRoute from './settings';

const mocks = vi.hoisted(() => ({ config: {} as Partial<WebConfig> }));
vi.mock('@/config/web-config', () => ({ webConfig: () => mocks.config }));

const base: WebConfig = {
  region: 'eu-central-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlowType: 'USER_SRP_AUTH',
  apiUrl: 'https://api.example',
  realtimeUrl: 'wss://rt.example/live',
};

describe('admin settings', () => {
  beforeEach(() => {
    mocks.config = { ...base };
  });

  it('shows the 8 % platform fee with an example, the e-mail sender and the base map in force', () => {
    mocks.config = {
      ...base,
      mailFrom: 'notifications@survey.example',
      mapTiles: 'https://tiles.maaamet.ee/tm/tms/1.0.0/kaart@GMC/{z}/{x}/{-y}.png',
      mapAttribution: '© Maa- ja Ruumiamet',
    };
    renderRoute(<AdminSettingsRoute />, { path: '/admin/settings' });

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByTestId('fee-rate').textContent).toBe('8\u00a0%');
    expect(screen.getByTestId('fee-example').textContent).toBe('Bid 1.000,00\u00a0€ + fee 80,00\u00a0€ = 1.080,00\u00a0€');
    expect(screen.getByTestId('mail-from').textContent).toBe('notifications@survey.example');
    expect(screen.getByTestId('map-tiles').textContent).toBe('https://tiles.maaamet.ee/tm/tms/1.0.0/kaart@GMC/{z}/{x}/{-y}.png');
    expect(screen.getByTestId('map-attribution').textContent).toBe('© Maa- ja Ruumiamet');
    expect(screen.getByRole('link', { name: 'Email System Test' }).getAttribute('href')).toBe('/admin/email-test');
    expect(screen.queryByTestId('mailbox')).toBeNull();
  });

  it('says what is missing: a config without the sender, the bundled base map, and the local mailbox when there is one', () => {
    mocks.config = { ...base, mapTiles: '', mapAttribution: '', mailboxUrl: 'http://localhost:3025' };
    renderRoute(<AdminSettingsRoute />, { path: '/admin/settings' });

    expect(screen.getByTestId('mail-from').textContent).toBe('Not in /config.json: deploy this version again to show it.');
    expect(screen.getByTestId('map-tiles').textContent).toBe('None: the bundled outline of Estonia and its neighbours (Natural Earth; no tile server is asked)');
    expect(screen.getByTestId('map-attribution').textContent).toBe('None');
    expect(screen.getByRole('link', { name: 'http://localhost:3025' }).getAttribute('href')).toBe('http://localhost:3025');
  });
});

describe('admin settings in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the cards in Estonian with the rate and euros in the Estonian format', () => {
    mocks.config = { ...base, mailFrom: 'teavitused@moodistus.ee', mapTiles: '', mapAttribution: '' };
    renderRoute(<AdminSettingsRoute />, { path: '/admin/settings' });

    expect(screen.getByRole('heading', { level: 1, name: 'Seaded' })).toBeTruthy();
    expect(screen.getByText('Platvormi tasu')).toBeTruthy();
    expect(screen.getByText('Määr')).toBeTruthy();
    expect(screen.getByTestId('fee-rate').textContent).toBe('8\u00a0%');
    expect(screen.getByTestId('fee-example').textContent).toBe('Pakkumine 1\u00a0000,00\u00a0€ + tasu 80,00\u00a0€ = 1\u00a0080,00\u00a0€');
    expect(screen.getByText('Saatja')).toBeTruthy();
    expect(screen.getByTestId('mail-from').textContent).toBe('teavitused@moodistus.ee');
    expect(screen.getByRole('link', { name: 'E-posti süsteemi test' }).getAttribute('href')).toBe('/admin/email-test');
    expect(screen.getByText('Aluskaart')).toBeTruthy();
    expect(screen.getByTestId('map-tiles').textContent).toBe('Puudub: rakendusega kaasas olev Eesti ja naaberriikide piirjoon (Natural Earth; ühestki paaniserverist ei küsita)');
    expect(screen.getByTestId('map-attribution').textContent).toBe('Puudub');
  });

  it('names the deployment settings as code inside the Estonian note', () => {
    mocks.config = { ...base };
    renderRoute(<AdminSettingsRoute />, { path: '/admin/settings' });
    const note = screen.getByText(/Saatja või aluskaardi muutmiseks/);
    expect(note.textContent).toBe(
      'Saatja või aluskaardi muutmiseks määra paigalduse seadetes (cdk.json) geotender:mailFrom, geotender:mapTiles ja geotender:mapAttribution ning paigalda uuesti. Tasu on üks platvormi reeglitest ja muutub uue versiooniga.',
    );
    expect([...note.querySelectorAll('code')].map((c) => c.textContent)).toEqual(['cdk.json', 'geotender:mailFrom', 'geotender:mapTiles', 'geotender:mapAttribution']);
    expect(screen.getByTestId('mail-from').textContent).toBe('Puudub failist /config.json: selle nägemiseks paigalda see versioon uuesti.');
  });
});
