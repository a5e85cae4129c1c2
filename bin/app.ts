import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { GeoTenderStack } from '../lib/geotender-stack';
import { settingsFromContext, stackNameFromContext } from '../lib/settings';

/**
 * The CDK app: one GeoTender stack (named by `geotender:stackName`, default GeoTender), environment-agnostic (it deploys to the account and region of
 * the caller's credentials), checked by cdk-nag's AwsSolutions pack. Synthesis stops on any
 * finding that is not acknowledged with a reason (lib/nag.ts).
 */
const app = new App();
new GeoTenderStack(app, stackNameFromContext(app.node), {
  description: 'GeoTender: marketplace for land-survey tenders',
  settings: settingsFromContext(app.node),
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
