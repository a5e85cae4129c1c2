/**
 * Stages that share an account share SES's rate: each stage's e-mail workers
 * send at most its share (geotender:sesRateShare) of the account's rate (geotender:sesSendRate), less Cognito's part
 * when Cognito's mails go through SES; the worker's timeout and the queue's visibility timeout make room for a full
 * batch of throttled, backed-off sends.
 */
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EMAIL_THROTTLE_BACKOFF_MAX_MS } from '../../lambdas/api/functions';
import { EMAIL_BATCH_SIZE, EMAIL_WORKER_CONCURRENCY } from '../../lib/constructs/email';
import { emailSendRate, settingsFromContext } from '../../lib/settings';
import { functionIdByDescription, type Resources, synthesize } from './synth';

/** The e-mail worker's paced rate (SES_SEND_RATE), timeout, and the e-mail queue's visibility timeout. */
function emailWorkerOf(template: Template): { perWorker: number; timeout: number; visibility: number } {
  const resources = template.toJSON().Resources as Resources;
  const fn = resources[functionIdByDescription(template, 'Sends queued e-mails')]!;
  const [, queue] = Object.entries(template.findResources('AWS::SQS::Queue') as Resources).find(([id]) => id.startsWith('EmailQueue'))!;
  return { perWorker: Number(fn.Properties!.Environment.Variables.SES_SEND_RATE), timeout: fn.Properties!.Timeout, visibility: queue.Properties!.VisibilityTimeout };
}

describe('a stage’s share of SES’s send rate', () => {
  it('is the whole rate by default, split between the two workers', () => {
    const worker = emailWorkerOf(synthesize().template);
    expect(worker.perWorker * EMAIL_WORKER_CONCURRENCY).toBe(1);
  });

  it('is sesRateShare of the account’s rate: two stages at 0.5 of 14 a second send 7 a second each, 3.5 per worker', () => {
    const worker = emailWorkerOf(synthesize({ context: { 'geotender:sesSendRate': 14, 'geotender:sesRateShare': 0.5 } }).template);
    expect(worker.perWorker).toBe(3.5);
  });

  it('leaves a fifth of the share to Cognito’s own mails when they go through SES', () => {
    const worker = emailWorkerOf(synthesize({ context: { 'geotender:sesSendRate': 14, 'geotender:sesRateShare': 0.5, 'geotender:cognitoEmailViaSes': true } }).template);
    expect(worker.perWorker * EMAIL_WORKER_CONCURRENCY).toBeCloseTo(5.6, 6);
    expect(worker.perWorker).toBe(2.8);
  });

  it('gives the worker time for a full batch of throttled sends, each backed off to the longest, and the queue six times that', () => {
    const { timeout, visibility } = emailWorkerOf(synthesize().template);
    const paced = (EMAIL_BATCH_SIZE * EMAIL_WORKER_CONCURRENCY) / 1;
    expect(timeout).toBeGreaterThanOrEqual(paced + (EMAIL_BATCH_SIZE * EMAIL_THROTTLE_BACKOFF_MAX_MS) / 1000);
    expect(timeout).toBe(119);
    expect(visibility).toBe(timeout * 6);
  });
});

describe('geotender:sesRateShare', () => {
  const settingsWith = (context: Record<string, unknown>) => settingsFromContext(new App({ context: { 'geotender:mailFrom': 'n@survey.example', ...context } }).node);

  it('defaults to 1 and takes a fraction, also as the text -c passes', () => {
    expect(settingsWith({}).sesRateShare).toBe(1);
    expect(settingsWith({ 'geotender:sesRateShare': '0.25' }).sesRateShare).toBe(0.25);
  });

  it.each([0, -0.5, 1.5, 'half'])('refuses %s, naming the setting with an example', (value) => {
    expect(() => settingsWith({ 'geotender:sesRateShare': value })).toThrow(/geotender:sesRateShare.*for example "geotender:sesRateShare": 0\.5/s);
  });

  it('gives the workers the rate times the share, less Cognito’s part with cognitoEmailViaSes, to a thousandth', () => {
    expect(emailSendRate({ sesSendRate: 14, sesRateShare: 1, cognitoEmailViaSes: false })).toBe(14);
    expect(emailSendRate({ sesSendRate: 14, sesRateShare: 0.5, cognitoEmailViaSes: true })).toBe(5.6);
    expect(emailSendRate({ sesSendRate: 1, sesRateShare: 1 / 3, cognitoEmailViaSes: false })).toBe(0.333);
  });
});
