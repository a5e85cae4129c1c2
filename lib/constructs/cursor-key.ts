import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';

/**
 * The secret list cursors are sealed with (lambdas/kernel/sealed-cursor.ts): 64 random letters
 * and digits that Secrets Manager generates at creation, never seen by anyone; the functions with a paged list
 * read it once per container (lib/function-access.ts `readsCursorKey`). Replacing it only makes the cursors
 * issued so far invalid (a person reloads the list), so it is not retained.
 */
export class CursorKey extends Construct {
  public readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'GeoTender: the key list cursors are sealed with (AES-256-GCM after HKDF); read by the functions with a paged list',
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(this.secret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'A key for list cursors, not a credential: a cursor lives as long as a person pages a list, and a new key only invalidates open cursors. Rotate by replacing the secret (a new logical id).',
    });
  }
}
