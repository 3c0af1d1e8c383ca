// PUT /api/revoke-invitation: the Owner withdraws a pending invitation.
import { callApi } from '@/lib/api-client';

export const revokeInvitation = (email: string) => callApi('revokeInvitation', { body: { email } });
