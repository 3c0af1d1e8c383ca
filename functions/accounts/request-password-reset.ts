import { apiHandler, notBuiltYet } from '#commons/http/api-handler.js';

export const handler = apiHandler('requestPasswordReset', notBuiltYet);
