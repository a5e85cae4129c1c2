import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Monitoring, type MonitoringProps } from '../constructs/monitoring';

export type MonitoringStackProps = NestedStackProps & MonitoringProps;

/** Alarms, their SNS topic and the dashboard over every other stack; nothing depends on it. */
export class MonitoringStack extends NestedStack {
  public readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.monitoring = new Monitoring(this, 'Monitoring', props);
  }
}
