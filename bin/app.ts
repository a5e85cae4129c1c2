import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { defineGeoTender } from '../lib/geotender';
import { CrossStackNagChecks } from '../lib/nag';
import { settingsFromContext, stackNameFromContext } from '../lib/settings';

/**
 * The CDK app: one GeoTender stage (named by `geotender:stackName`, default GeoTender) as a stack per
 * concern (lib/geotender.ts), environment-agnostic (it deploys to the account and region of the caller's
 * credentials), checked by cdk-nag's AwsSolutions pack. The settings are read and checked before any stack
 * is defined, so a bad one stops synthesis (and the deploy) with its name and an example. Synthesis also
 * stops on any cdk-nag finding that is not acknowledged with a reason (lib/nag.ts).
 */
const app = new App();
const stage = stackNameFromContext(app.node);
const settings = settingsFromContext(app.node);
defineGeoTender(app, stage, settings);
Validations.of(app).addPlugins(new CrossStackNagChecks(new AwsSolutionsChecks(app, { verbose: true })));
