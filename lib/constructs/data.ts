import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { projectedAttributes, tableDesign } from '../../lambdas/table/table-design';
import type { TableAction } from '../function-access';
import { acknowledgeCustomResourceProvider, acknowledgeOnGrantee, logicalIdOf } from '../nag';
import { providerLogGroup } from './provider-logs';

export interface DataProps {
  /** Keep the table when the stack is deleted or the table replaced, and turn on deletion protection once the stack is created. */
  readonly retain: boolean;
  /**
   * Use this existing table instead of creating one (a point-in-time restore). It must have the
   * design's keys and indexes (a restore keeps them); its TTL and point-in-time recovery are set by the runbook.
   * Its stream (a restore copies none) is turned on by the stack (`OUTBOX_STREAM`); one the operator turned on
   * already must show new images (NEW_IMAGE or NEW_AND_OLD_IMAGES), which the outbox relay reads.
   */
  readonly existingTableName?: string;
}

/** The table's stream, read by the outbox relay (lib/constructs/outbox-relay.ts): new images of changed items. */
export const OUTBOX_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

/**
 * The single DynamoDB table (lambdas/table/table-design.ts): on-demand capacity, point-in-time
 * recovery, TTL on `expiresAt`, and the design's global secondary indexes projecting every attribute
 * (or, for an index with an `include` list, the keys and those attributes).
 *
 * With `retain`, the table's deletion policy is RetainExceptOnCreate: a stack delete or a replacement keeps
 * it, while a failed first deploy deletes it and rolls back cleanly. Deletion protection (which would refuse
 * that rollback) is set by `protectOnceCreated`, a step that runs after everything else in the stack.
 * With `existingTableName` (a restored table) it creates no table and uses that one. Either way the table has a
 * stream of new images (`table.tableStreamArn`), which carries the outbox's events to the events queue.
 */
export class Data extends Construct {
  public readonly table: dynamodb.ITable;
  private readonly retain: boolean;
  /** The table's ARN as cdk-nag writes it in a finding: `<DataTableFDBAD0F2.Arn>`, or the ARN of an existing table by name. */
  private readonly nagArn: string;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.retain = props.retain;
    const key = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

    if (props.existingTableName) {
      this.table = dynamodb.Table.fromTableAttributes(this, 'Table', { tableName: props.existingTableName, tableStreamArn: this.existingStream(props.existingTableName) });
      this.nagArn = `arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/${props.existingTableName}`;
      return;
    }
    const table = new dynamodb.Table(this, 'Table', {
      partitionKey: key(tableDesign.partitionKey),
      sortKey: key(tableDesign.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDesign.ttlAttribute,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
      stream: dynamodb.StreamViewType[OUTBOX_STREAM.StreamViewType],
    });
    this.table = table;
    this.nagArn = `<${logicalIdOf(table)}.Arn>`;
    for (const index of tableDesign.globalIndexes) {
      const projected = projectedAttributes(index);
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        ...(projected === 'ALL' ? { projectionType: dynamodb.ProjectionType.ALL } : { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...projected] }),
      });
    }
  }

  /**
   * Turns on the stream of the existing table `tableName` (UpdateTable; a table whose stream is on already is left
   * as it is) and returns its ARN (DescribeTable's LatestStreamArn), read when the resource is created.
   */
  private existingStream(tableName: string): string {
    const tableArn = Stack.of(this).formatArn({ service: 'dynamodb', resource: 'table', resourceName: tableName });
    const enable = new cr.AwsCustomResource(this, 'Stream', {
      resourceType: 'Custom::TableStream',
      onUpdate: {
        service: 'DynamoDB',
        action: 'UpdateTable',
        parameters: { TableName: tableName, StreamSpecification: OUTBOX_STREAM },
        physicalResourceId: cr.PhysicalResourceId.of(`${tableName}-stream`),
        // "Table already has an enabled stream": keep it.
        ignoreErrorCodesMatching: 'ValidationException',
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([new iam.PolicyStatement({ actions: ['dynamodb:UpdateTable'], resources: [tableArn] })]),
      installLatestAwsSdk: false,
      logGroup: providerLogGroup(this),
    });
    const describe = new cr.AwsCustomResource(this, 'StreamArn', {
      resourceType: 'Custom::TableStreamArn',
      onUpdate: {
        service: 'DynamoDB',
        action: 'DescribeTable',
        parameters: { TableName: tableName },
        physicalResourceId: cr.PhysicalResourceId.fromResponse('Table.LatestStreamArn'),
        outputPaths: ['Table.LatestStreamArn'],
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([new iam.PolicyStatement({ actions: ['dynamodb:DescribeTable'], resources: [tableArn] })]),
      installLatestAwsSdk: false,
      logGroup: providerLogGroup(this),
    });
    describe.node.addDependency(enable);
    acknowledgeCustomResourceProvider(this);
    return describe.getResponseField('Table.LatestStreamArn');
  }

  /**
   * Sets the table's deletion protection to `retain` after every construct in `after` exists (pass the stack's
   * other resources), so only a stack whose creation succeeded is protected, and a stage switched to
   * `retainData: false` turns it off again, leaving a table `cdk destroy` can delete.
   */
  protectOnceCreated(after: Construct[]): void {
    const protect = new cr.AwsCustomResource(this, 'DeletionProtection', {
      resourceType: 'Custom::TableDeletionProtection',
      onUpdate: {
        service: 'DynamoDB',
        action: 'UpdateTable',
        parameters: { TableName: this.table.tableName, DeletionProtectionEnabled: this.retain },
        physicalResourceId: cr.PhysicalResourceId.of(`${this.table.tableName}-deletion-protection`),
      },
      policy: cr.AwsCustomResourcePolicy.fromStatements([new iam.PolicyStatement({ actions: ['dynamodb:UpdateTable'], resources: [this.table.tableArn] })]),
      installLatestAwsSdk: false,
      logGroup: providerLogGroup(this),
    });
    for (const construct of after) protect.node.addDependency(construct);
    acknowledgeCustomResourceProvider(this);
  }

  /**
   * Lets `grantee` perform exactly `actions` (e.g. `['PutItem']`) on the table, and `dynamodb:Query` on its
   * indexes for `QueryIndex`: least privilege, from lib/function-access.ts.
   */
  grantItemActions(grantee: iam.IGrantable, actions: readonly TableAction[]): void {
    const onTable = actions.filter((a) => a !== 'QueryIndex');
    if (onTable.length > 0) iam.Grant.addToPrincipal({ grantee, actions: onTable.map((a) => `dynamodb:${a}`), resourceArns: [this.table.tableArn] });
    if (actions.includes('QueryIndex')) {
      acknowledgeOnGrantee(grantee, {
        id: `AwsSolutions-IAM5[Resource::${this.nagArn}/index/*]`,
        reason: 'Queries on the table’s global secondary indexes (lambdas/table/table-design.ts); the grant names this table’s indexes only.',
      });
      iam.Grant.addToPrincipal({ grantee, actions: ['dynamodb:Query'], resourceArns: [`${this.table.tableArn}/index/*`] });
    }
  }
}
