import { listDepartments } from '#commons/data/departments.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

export const handler = apiHandler(route.getDepartments, async () => ({ departments: await listDepartments() }));
