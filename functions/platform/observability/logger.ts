import { Logger } from '@aws-lambda-powertools/logger';

/** The service every log line, metric and trace of the app is under (POWERTOOLS_SERVICE_NAME in AWS). */
export const SERVICE_NAME = 'remote-hiring-api';

/** One structured JSON logger for every function (level from POWERTOOLS_LOG_LEVEL). */
export const logger = new Logger({ serviceName: SERVICE_NAME });
