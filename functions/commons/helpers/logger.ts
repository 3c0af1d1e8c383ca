import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger for every function (level from POWERTOOLS_LOG_LEVEL). */
export const logger = new Logger({ serviceName: 'remote-hiring-api' });
