// PUT /api/make-owner: the Owner hands the role to another member and becomes a Member.
import { callApi } from '@/lib/api-client';

export const makeOwner = (userID: string) => callApi('makeOwner', { body: { userID } });
