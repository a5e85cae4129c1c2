import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { CursorKey } from '../constructs/cursor-key';
import { Data } from '../constructs/data';
import { DATA_EXPORT_WORKER_TIMEOUT } from '../constructs/data-exports';
import { DELIVERY_CHECK_WORKER_TIMEOUT } from '../constructs/delivery-checks';
import { emailWorkerTimeout } from '../constructs/email';
import { Files } from '../constructs/files';
import { NOTIFICATION_WORKER_TIMEOUT } from '../constructs/notifications';
import { WorkQueue } from '../constructs/work-queue';

export interface DataStackProps extends NestedStackProps {
  readonly retain: boolean;
  /** An existing (restored) table to use instead of creating one (lib/settings.ts `tableName`). */
  readonly existingTableName?: string;
  /** Browser origins allowed to upload and download files (the site URL). */
  readonly allowedOrigins: string[];
  readonly accessLogsBucket: s3.IBucket;
  /** SES's send rate, which sets the e-mail worker's timeout and so the e-mail queue's visibility timeout. */
  readonly sesSendRate: number;
}

/**
 * Everything that holds state other than accounts: the table, the files bucket, the e-mail, events and
 * data-export queues with their dead-letter queues, and the key list cursors are sealed with. Their logical ids are pinned by a test (test/stack/structure.test.ts):
 * a changed id would replace the resource and lose its data.
 */
export class DataStack extends NestedStack {
  public readonly data: Data;
  public readonly files: Files;
  public readonly email: WorkQueue;
  public readonly events: WorkQueue;
  /** Jobs of users' data exports. */
  public readonly dataExports: WorkQueue;
  public readonly cursorKey: CursorKey;
  /** Check messages of delivered geodata files. */
  public readonly deliveryChecks: WorkQueue;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.data = new Data(this, 'Data', { retain: props.retain, existingTableName: props.existingTableName });
    this.files = new Files(this, 'Files', { allowedOrigins: props.allowedOrigins, accessLogsBucket: props.accessLogsBucket, retain: props.retain });
    this.email = new WorkQueue(this, 'Email', { workerTimeout: emailWorkerTimeout(props.sesSendRate) });
    this.events = new WorkQueue(this, 'Notifications', { workerTimeout: NOTIFICATION_WORKER_TIMEOUT });
    this.dataExports = new WorkQueue(this, 'DataExports', { workerTimeout: DATA_EXPORT_WORKER_TIMEOUT });
    this.cursorKey = new CursorKey(this, 'CursorKey');
    this.deliveryChecks = new WorkQueue(this, 'DeliveryChecks', { workerTimeout: DELIVERY_CHECK_WORKER_TIMEOUT });
    this.data.protectOnceCreated([this.files, this.email, this.events, this.dataExports, this.cursorKey, this.deliveryChecks]);
  }
}
