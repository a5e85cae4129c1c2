/**
 * What a stage's alarms cost and what they catch, over the whole synthesized app (docs/decisions/cloud/alarm-cost.md, "What the
 * alarms cost"). CloudWatch bills each metric an alarm reads (a metric-math alarm every metric it uses), so a
 * stage's alarms read at most ALARM_METRIC_BUDGET metrics in either `geotender:alarmScope`, and still every failure
 * an operator must act on raises one: every dead-letter queue, the HTTP API's 5xx, the WebSocket API's errors and
 * every function's errors and throttles. docs/cost.md's idle floor is priced from the counts pinned here.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ALARM_METRIC_BUDGET } from '../../lib/constructs/monitoring';
import { DASHBOARD_FREE_METRICS } from '../../lib/constructs/monitoring-dashboard';
import { alarmMetricCount, dashboardMetricCounts, notifyingAlarms, uncoveredFailures } from './alarm-coverage';
import { synthesize } from './synth';

/** docs/cost.md ("Monthly cost", "Idle floor") and the README's Deploy step 8 price these counts; change them together. */
const PRICED = {
  stage: { alarmMetrics: 38, dashboardMetrics: 41 },
  account: { alarmMetrics: 12, dashboardMetrics: 44 },
};

describe.each([
  ['stage', {}],
  ['account', { 'geotender:alarmScope': 'account' }],
] as const)('alarmScope %s', (scope, context) => {
  const template = () => synthesize({ context }).template;

  it(`reads at most ${ALARM_METRIC_BUDGET} alarm metrics in all, the count docs/cost.md prices`, () => {
    const count = alarmMetricCount(template());
    expect(count).toBeLessThanOrEqual(ALARM_METRIC_BUDGET);
    expect(count, 'the alarm metrics changed: update docs/cost.md, docs/deploy.md (Alarms and the dashboard), the idle cost in the README and PRICED').toBe(PRICED[scope].alarmMetrics);
  });

  it('alarms on every failure an operator must act on', () => {
    expect(uncoveredFailures(template())).toEqual([]);
  });

  it(`keeps the dashboard within the free tier's ${DASHBOARD_FREE_METRICS} metrics`, () => {
    const counts = dashboardMetricCounts(template());
    expect(counts).toHaveLength(1);
    expect(counts[0]).toBeLessThanOrEqual(DASHBOARD_FREE_METRICS);
    expect(counts[0], 'the dashboard changed: update docs/cost.md and PRICED').toBe(PRICED[scope].dashboardMetrics);
  });
});

describe('the coverage check', () => {
  it('names each failure whose alarm is gone', () => {
    const full = synthesize().template;
    const json = structuredClone(full.toJSON()) as { Resources: Record<string, unknown> };
    const drop = (descriptionStart: string) => {
      const id = Object.entries(json.Resources).find(([, r]) => String((r as { Properties?: { AlarmDescription?: string } }).Properties?.AlarmDescription).startsWith(descriptionStart))?.[0];
      expect(id, descriptionStart).toBeDefined();
      delete json.Resources[id!];
    };
    drop('Triggers: a function failed');
    drop('EmailDeadLetterQueue:');
    drop('More than 1 % of HTTP API requests');
    drop('More than 1 % of the hour');
    drop('WebSocket API execution errors');
    const gaps = uncoveredFailures(Template.fromJSON(json));
    expect(gaps.filter((g) => g.startsWith('errors of function Auth'))).toHaveLength(4);
    expect(gaps.filter((g) => g.startsWith('throttles of function Auth'))).toHaveLength(0);
    expect(gaps).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^a message in dead-letter queue EmailDeadLetterQueue/),
        expect.stringMatching(/^5xx answers of HTTP API/),
        expect.stringMatching(/^execution errors of WebSocket API/),
      ]),
    );
    // Without the 5xx alarms, every route function's errors and throttles are uncovered.
    expect(gaps.filter((g) => g.startsWith('errors of function')).length).toBeGreaterThan(40);
    expect(notifyingAlarms(full).length).toBeGreaterThan(notifyingAlarms(Template.fromJSON(json)).length);
  });
});
