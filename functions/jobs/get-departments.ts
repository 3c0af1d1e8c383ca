import { listDepartments } from '#commons/data/departments.js';
import { apiHandler } from '#commons/http/api-handler.js';

export const handler = apiHandler('getDepartments', async () => ({ departments: await listDepartments() }));
