/**
 * Reading a synthesized app's alarms and dashboard for test/stack/alarm-budget.test.ts: how many metrics the
 * alarms read (what CloudWatch bills), how many the dashboard shows (its free tier), and which failures an
 * operator must act on no alarm would report.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { appFunctions, type Resources } from './synth';

/** A metric an alarm reads, with its dimensions as template values. */
export interface ReadMetric {
  namespace: string;
  name: string;
  dimensions: Array<{ Name: string; Value: unknown }>;
}

/** Every alarm of the template that notifies someone (has an alarm action), with the metrics it reads. */
export function notifyingAlarms(template: Template): Array<{ id: string; reads: ReadMetric[] }> {
  return Object.entries(template.findResources('AWS::CloudWatch::Alarm') as Resources)
    .filter(([, a]) => (a.Properties!.AlarmActions ?? []).length > 0)
    .map(([id, a]) => ({ id, reads: metricsRead(a.Properties!) }));
}

/** The metrics one alarm reads: its one metric, or each metric of its metric math (expressions read none). */
function metricsRead(alarm: Record<string, any>): ReadMetric[] {
  if (!alarm.Metrics) return [{ namespace: alarm.Namespace, name: alarm.MetricName, dimensions: alarm.Dimensions ?? [] }];
  return (alarm.Metrics as Array<{ MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: ReadMetric['dimensions'] } } }>)
    .filter((m) => m.MetricStat)
    .map(({ MetricStat }) => ({ namespace: MetricStat!.Metric.Namespace, name: MetricStat!.Metric.MetricName, dimensions: MetricStat!.Metric.Dimensions ?? [] }));
}

/** Alarm metrics the template's alarms read in all: CloudWatch's billing unit ($0.10 a month each). */
export function alarmMetricCount(template: Template): number {
  return Object.values(template.findResources('AWS::CloudWatch::Alarm') as Resources).reduce((n, a) => n + metricsRead(a.Properties!).length, 0);
}

/**
 * Metrics the template's dashboards show, by dashboard: each line of a graph that is a metric (not a math
 * expression) counts, the same metric with two statistics twice.
 */
export function dashboardMetricCounts(template: Template): number[] {
  return Object.values(template.findResources('AWS::CloudWatch::Dashboard') as Resources).map((d) => {
    const body = d.Properties!.DashboardBody as string | { 'Fn::Join': [string, unknown[]] };
    // Tokens (a function's name, an API id) stand inside JSON strings; any text in their place keeps it JSON.
    const text = typeof body === 'string' ? body : body['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'token')).join(body['Fn::Join'][0]);
    const widgets = (JSON.parse(text) as { widgets: Array<{ properties?: { metrics?: unknown[][] } }> }).widgets;
    return widgets
      .flatMap((w) => w.properties?.metrics ?? [])
      .filter((line) => {
        const options = line[line.length - 1];
        return !(options && typeof options === 'object' && 'expression' in options);
      }).length;
  });
}

/**
 * The failures an operator must act on that no notifying alarm reports, in words (empty when all are covered):
 * a message in a dead-letter queue (any queue a redrive policy names); the HTTP API's 5xx answers; the WebSocket
 * API's execution errors; and each of the app's functions' errors and throttles, reported by an alarm on the
 * function's own metric, on the account's total over every function, or, for a function behind an HTTP API's
 * route, by that API's 5xx alarm (API Gateway answers a refused or failed invocation with 500 or 502).
 */
export function uncoveredFailures(template: Template): string[] {
  const reads = notifyingAlarms(template).flatMap((a) => a.reads);
  const mentions = (value: unknown, logicalId: string) => JSON.stringify(value).includes(`"${logicalId}"`);
  const watched = (namespace: string, name: string, dimension: string, logicalId: string) =>
    reads.some((m) => m.namespace === namespace && m.name === name && m.dimensions.some((d) => d.Name === dimension && mentions(d.Value, logicalId)));
  const gaps: string[] = [];

  const queues = template.findResources('AWS::SQS::Queue') as Resources;
  const deadLetterQueues = Object.values(queues)
    .map((q) => q.Properties?.RedrivePolicy?.deadLetterTargetArn?.['Fn::GetAtt']?.[0] as string | undefined)
    .filter((id): id is string => !!id);
  for (const dlq of deadLetterQueues) if (!watched('AWS/SQS', 'ApproximateNumberOfMessagesVisible', 'QueueName', dlq)) gaps.push(`a message in dead-letter queue ${dlq}`);

  const apis = Object.entries(template.findResources('AWS::ApiGatewayV2::Api') as Resources);
  const httpApis = apis.filter(([, a]) => a.Properties!.ProtocolType === 'HTTP').map(([id]) => id);
  const watchedHttpApis = httpApis.filter((id) => watched('AWS/ApiGateway', '5xx', 'ApiId', id));
  for (const id of httpApis) if (!watchedHttpApis.includes(id)) gaps.push(`5xx answers of HTTP API ${id}`);
  for (const [id] of apis.filter(([, a]) => a.Properties!.ProtocolType === 'WEBSOCKET')) {
    if (!watched('AWS/ApiGateway', 'ExecutionError', 'ApiId', id)) gaps.push(`execution errors of WebSocket API ${id}`);
  }

  const integrations = Object.values(template.findResources('AWS::ApiGatewayV2::Integration') as Resources).map((i) => i.Properties!);
  const behindWatchedApi = (fn: string) => integrations.some((i) => mentions(i.IntegrationUri, fn) && watchedHttpApis.some((api) => mentions(i.ApiId, api)));
  for (const kind of ['Errors', 'Throttles']) {
    const accountWide = reads.some((m) => m.namespace === 'AWS/Lambda' && m.name === kind && m.dimensions.length === 0);
    for (const [fn] of appFunctions(template)) {
      if (!accountWide && !watched('AWS/Lambda', kind, 'FunctionName', fn) && !behindWatchedApi(fn)) gaps.push(`${kind.toLowerCase()} of function ${fn}`);
    }
  }
  return gaps;
}
