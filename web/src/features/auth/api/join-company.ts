// PUT /api/join-company: a signed-in employer of no company joins with the invitation link.
import { callApi } from '@/lib/api-client';

export const joinCompany = (token: string) => callApi('joinCompany', { body: { token } }).then((data) => data.user);
