/** The one Powertools logger of every function (service `geotender`), created once per container. */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: 'geotender' });
