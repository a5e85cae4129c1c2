import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { acknowledgeCustomResourceProvider } from '../nag';
import { providerLogGroup } from './provider-logs';

export interface SenderIdentityProps {
  /** Sender address of every e-mail (notifications and, with `cognitoEmailViaSes`, Cognito's own). */
  readonly mailFrom: string;
  /** Verify this whole domain instead of the single sender address. @default the address only */
  readonly mailDomain?: string;
  /**
   * How the domain signs (only with `mailDomain`): `easy` (SES's Easy DKIM, three CNAME records to publish, given
   * as outputs) or `external` (an adopted identity with its own keys, BYODKIM: no tokens to read). @default 'easy'
   */
  readonly dkim?: 'easy' | 'external';
}

/**
 * The SES identity everything sends from: created when missing and adopted when it exists (a custom resource
 * calling SES's CreateEmailIdentity, 'already exists' accepted; with Easy DKIM, then GetEmailIdentity for its three
 * tokens). It is never deleted with a stack: re-verifying takes a click or DNS changes, and two stages may share
 * one domain. It lives upstream of the user pool, which refuses an SES sender identity that does not exist
 * (Cognito also needs it verified before it sends: README, Deploy, step 5).
 */
export class SenderIdentity extends Construct {
  /** The identity's name: the domain, or the sender address. */
  public readonly identityName: string;
  /** `name CNAME value` of each of the 3 Easy DKIM records (a domain with `dkim: 'easy'` only). */
  public readonly dkimRecords: string[] = [];
  /** The step that creates or adopts the identity: what must exist before Cognito names it. */
  public readonly ready: Construct;

  constructor(scope: Construct, id: string, props: SenderIdentityProps) {
    super(scope, id);
    this.identityName = props.mailDomain ?? props.mailFrom;
    const identityArn = Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: this.identityName });
    const logGroup = providerLogGroup(this);

    /** One SES v2 call on the identity, made at create and update time, with a policy for that call alone. */
    const identityCall = (callId: string, resourceType: string, action: string, call: Partial<cr.AwsSdkCall>) =>
      new cr.AwsCustomResource(this, callId, {
        resourceType,
        onUpdate: { service: 'SESv2', action, parameters: { EmailIdentity: this.identityName }, physicalResourceId: cr.PhysicalResourceId.of(this.identityName), ...call },
        policy: cr.AwsCustomResourcePolicy.fromStatements([new iam.PolicyStatement({ actions: [`ses:${action}`], resources: [identityArn] })]),
        installLatestAwsSdk: false,
        logGroup,
      });
    const ensure = identityCall('SenderIdentity', 'Custom::SesEmailIdentity', 'CreateEmailIdentity', { ignoreErrorCodesMatching: 'AlreadyExists' });
    this.ready = ensure;
    acknowledgeCustomResourceProvider(this);
    if (!props.mailDomain || props.dkim === 'external') return;

    const read = identityCall('SenderIdentityStatus', 'Custom::SesEmailIdentityStatus', 'GetEmailIdentity', {
      physicalResourceId: cr.PhysicalResourceId.of(`${this.identityName}-status`),
      outputPaths: ['DkimAttributes.Tokens.0', 'DkimAttributes.Tokens.1', 'DkimAttributes.Tokens.2'],
    });
    read.node.addDependency(ensure);
    for (let i = 0; i < 3; i++) {
      const token = read.getResponseField(`DkimAttributes.Tokens.${i}`);
      this.dkimRecords.push(`${token}._domainkey.${props.mailDomain} CNAME ${token}.dkim.amazonses.com`);
    }
  }
}
