// POST /api/resend-invitation: a new link for a pending invitation (the old one stops working).
import { callApi } from '@/lib/api-client';

export const resendInvitation = (email: string) => callApi('resendInvitation', { body: { email } });
