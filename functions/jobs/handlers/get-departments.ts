import { listDepartments } from '../departments.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

export const handler = apiHandler(route.getDepartments, async () => ({ departments: await listDepartments() }));
