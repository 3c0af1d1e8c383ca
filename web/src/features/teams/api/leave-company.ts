// PUT /api/leave-company: a Member leaves the company.
import { callApi } from '@/lib/api-client';

export const leaveCompany = () => callApi('leaveCompany').then((data) => data.msg);
