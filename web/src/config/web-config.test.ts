import { describe, expect, it } from 'vitest';
import { parseWebConfig } from './web-config';

const base = { region: 'eu-central-1', userPoolId: 'p', userPoolClientId: 'c', authFlowType: 'USER_SRP_AUTH', apiUrl: 'https://api', realtimeUrl: 'wss://rt' };

describe('parseWebConfig: the base map', () => {
  it('takes mapTiles and mapAttribution as optional strings, empty meaning a blank map', () => {
    expect(parseWebConfig(base).mapTiles).toBeUndefined();
    expect(parseWebConfig({ ...base, mapTiles: '', mapAttribution: '' }).mapTiles).toBe('');
    expect(parseWebConfig({ ...base, mapTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapAttribution: '© OpenStreetMap contributors' })).toMatchObject({
      mapAttribution: '© OpenStreetMap contributors',
    });
  });

  it('refuses a base map that is not a string', () => {
    expect(() => parseWebConfig({ ...base, mapTiles: 42 })).toThrow('/config.json: mapTiles must be a string');
    expect(() => parseWebConfig({ ...base, mapAttribution: ['x'] })).toThrow('/config.json: mapAttribution must be a string');
    expect(parseWebConfig({ ...base, mapPmtiles: '/base-map/estonia.pmtiles' }).mapPmtiles).toBe('/base-map/estonia.pmtiles');
    expect(() => parseWebConfig({ ...base, mapPmtiles: 1 })).toThrow('/config.json: mapPmtiles must be a string');
  });
});

describe('parseWebConfig: the e-mail sender', () => {
  it('takes mailFrom as an optional string, shown on the admin settings page', () => {
    expect(parseWebConfig(base).mailFrom).toBeUndefined();
    expect(parseWebConfig({ ...base, mailFrom: 'notifications@survey.example' }).mailFrom).toBe('notifications@survey.example');
    expect(() => parseWebConfig({ ...base, mailFrom: 7 })).toThrow('/config.json: mailFrom must be a string');
  });
});
