// PUT /api/remove-member: the Owner removes a member, who loses access at once.
import { callApi } from '@/lib/api-client';

export const removeMember = (userID: string) => callApi('removeMember', { body: { userID } });
