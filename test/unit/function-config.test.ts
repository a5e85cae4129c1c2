import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../lambdas/kernel/config';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('config', () => {
  it('reads each setting from its environment variable', () => {
    const settings = {
      tableName: 'TABLE_NAME',
      filesBucket: 'FILES_BUCKET',
      emailQueueUrl: 'EMAIL_QUEUE_URL',
      eventsQueueUrl: 'EVENTS_QUEUE_URL',
      userPoolId: 'USER_POOL_ID',
      userPoolClientId: 'USER_POOL_CLIENT_ID',
      siteUrl: 'SITE_URL',
      mailFrom: 'MAIL_FROM',
      realtimeEndpoint: 'REALTIME_ENDPOINT',
      tokenIssuer: 'TOKEN_ISSUER',
    } as const;
    for (const variable of Object.values(settings)) vi.stubEnv(variable, `value of ${variable}`);
    for (const [key, variable] of Object.entries(settings)) {
      expect(config[key as keyof typeof settings], key).toBe(`value of ${variable}`);
    }
  });

  it('throws naming the variable when a required one is missing', () => {
    const required = {
      tableName: 'TABLE_NAME',
      filesBucket: 'FILES_BUCKET',
      emailQueueUrl: 'EMAIL_QUEUE_URL',
      userPoolId: 'USER_POOL_ID',
      userPoolClientId: 'USER_POOL_CLIENT_ID',
      siteUrl: 'SITE_URL',
      realtimeEndpoint: 'REALTIME_ENDPOINT',
      tokenIssuer: 'TOKEN_ISSUER',
    } as const;
    for (const [key, variable] of Object.entries(required)) {
      vi.stubEnv(variable, undefined);
      expect(() => config[key as keyof typeof required], key).toThrow(`Missing environment variable ${variable}`);
    }
  });

  it('takes an empty value as set', () => {
    vi.stubEnv('TABLE_NAME', '');
    expect(config.tableName).toBe('');
  });

  it('leaves the events queue unset where no function consumes events', () => {
    vi.stubEnv('EVENTS_QUEUE_URL', undefined);
    expect(config.eventsQueueUrl).toBeUndefined();
  });

  it('drops one trailing slash of the site URL', () => {
    vi.stubEnv('SITE_URL', 'https://d123.cloudfront.net/');
    expect(config.siteUrl).toBe('https://d123.cloudfront.net');
    vi.stubEnv('SITE_URL', 'http://localhost:5173');
    expect(config.siteUrl).toBe('http://localhost:5173');
    vi.stubEnv('SITE_URL', 'https://example.com/app/');
    expect(config.siteUrl).toBe('https://example.com/app');
  });

  it('sends mail from notifications@geotender.example unless MAIL_FROM is set', () => {
    vi.stubEnv('MAIL_FROM', undefined);
    expect(config.mailFrom).toBe('notifications@geotender.example');
    vi.stubEnv('MAIL_FROM', 'team@example.org');
    expect(config.mailFrom).toBe('team@example.org');
  });

  it('uses path-style S3 addressing only when S3_FORCE_PATH_STYLE is "true"', () => {
    vi.stubEnv('S3_FORCE_PATH_STYLE', 'true');
    expect(config.s3ForcePathStyle).toBe(true);
    for (const value of ['false', '1', 'TRUE', '']) {
      vi.stubEnv('S3_FORCE_PATH_STYLE', value);
      expect(config.s3ForcePathStyle, value).toBe(false);
    }
    vi.stubEnv('S3_FORCE_PATH_STYLE', undefined);
    expect(config.s3ForcePathStyle).toBe(false);
  });
});
