import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SenderIdentity, type SenderIdentityProps } from '../constructs/sender-identity';

export type MailStackProps = NestedStackProps & SenderIdentityProps;

/**
 * The SES sender identity, upstream of the user pool (which names it when `cognitoEmailViaSes` is on) and of
 * the e-mail worker. Its DKIM records are outputs of the stage (lib/geotender.ts).
 */
export class MailStack extends NestedStack {
  public readonly identity: SenderIdentity;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.identity = new SenderIdentity(this, 'Email', props);
  }
}
