import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { projectedAttributes, tableDesign } from '../../lambdas/data/table-design';
import { acknowledgeOnGrantee, logicalIdOf } from '../nag';

export interface DataProps {
  /** Keep the table when the stack is deleted, and turn on deletion protection. */
  readonly retain: boolean;
}

/** Item-level DynamoDB actions a function may be granted one by one (grantItemActions). */
export type ItemAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'Query';

/**
 * The single DynamoDB table (lambdas/data/table-design.ts): on-demand capacity, point-in-time
 * recovery, TTL on `expiresAt`, and the design's global secondary indexes projecting every attribute
 * (or, for an index with an `include` list, the keys and those attributes).
 */
export class Data extends Construct {
  public readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const key = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: key(tableDesign.partitionKey),
      sortKey: key(tableDesign.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDesign.ttlAttribute,
      deletionProtection: props.retain,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
    });
    for (const index of tableDesign.globalIndexes) {
      const projected = projectedAttributes(index);
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        ...(projected === 'ALL'
          ? { projectionType: dynamodb.ProjectionType.ALL }
          : { projectionType: dynamodb.ProjectionType.INCLUDE, nonKeyAttributes: [...projected] }),
      });
    }
  }

  /** Lets `grantee` read items and query every index. */
  grantRead(grantee: iam.IGrantable): iam.Grant {
    this.acknowledgeIndexes(grantee);
    return this.table.grantReadData(grantee);
  }

  /** Lets `grantee` read, write and delete items (and run transactions). */
  grantReadWrite(grantee: iam.IGrantable): iam.Grant {
    this.acknowledgeIndexes(grantee);
    return this.table.grantReadWriteData(grantee);
  }

  /**
   * Lets `grantee` perform exactly `actions` (e.g. `['PutItem']`) on the table's items, plus `Query` on
   * its indexes when listed: least privilege for functions that touch one or two item kinds.
   */
  grantItemActions(grantee: iam.IGrantable, actions: readonly ItemAction[]): iam.Grant {
    const resources = [this.table.tableArn];
    if (actions.includes('Query')) {
      this.acknowledgeIndexes(grantee);
      resources.push(`${this.table.tableArn}/index/*`);
    }
    return iam.Grant.addToPrincipal({ grantee, actions: actions.map((a) => `dynamodb:${a}`), resourceArns: resources });
  }

  private acknowledgeIndexes(grantee: iam.IGrantable): void {
    acknowledgeOnGrantee(grantee, {
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(this.table)}.Arn>/index/*]`,
      reason: 'Queries on the table’s global secondary indexes (lambdas/data/table-design.ts); the grant names this table’s indexes only.',
    });
  }
}
