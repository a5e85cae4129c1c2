/**
 * Admin settings (/admin/settings): the platform fee from the money rules, the e-mail sender and the base
 * map from /config.json, read-only; no 'Coming soon'.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@domain/dto';
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
