// POST /api/invite-teammate: the Owner emails an invitation link; answers the team as it is now.
import { callApi } from '@/lib/api-client';

export const inviteTeammate = (email: string) => callApi('inviteTeammate', { body: { email } });
