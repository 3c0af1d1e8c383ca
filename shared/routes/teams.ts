// The route table, teams: a company's members and invitations (docs/product/teams.md). One
// entry per call: see shared/routes.ts for what reads the table.
import { sessionUserResponse, userResponse } from '../schemas/accounts.js';
import { messageOnly } from '../schemas/common.js';
import {
  acceptInvitationBody,
  emailTemplatesBody,
  emailTemplatesResponse,
  getInvitationResponse,
  getTeamResponse,
  invitationEmailBody,
  invitationTokenQuery,
  joinCompanyBody,
  memberBody,
} from '../schemas/teams.js';
import { route } from './route-definition.js';

export const getTeam = route('getTeam', {
  method: 'GET',
  path: '/api/get-team',
  access: 'member',
  bodyKind: 'none',
  handler: 'teams/handlers/get-team',
  response: getTeamResponse,
  uses: { table: 'read' },
  summary: "The caller's company: its members and pending invitations.",
});
export const inviteTeammate = route('inviteTeammate', {
  method: 'POST',
  path: '/api/invite-teammate',
  access: 'member',
  bodyKind: 'json',
  handler: 'teams/handlers/invite-teammate',
  body: invitationEmailBody,
  response: getTeamResponse,
  uses: { table: 'write', email: true, secrets: ['origin'], parameters: ['siteUrl'] },
  summary: 'Owner only: emails an invitation link to join the company (valid 7 days, single use).',
});
export const resendInvitation = route('resendInvitation', {
  method: 'POST',
  path: '/api/resend-invitation',
  access: 'member',
  bodyKind: 'json',
  handler: 'teams/handlers/resend-invitation',
  body: invitationEmailBody,
  response: getTeamResponse,
  uses: { table: 'write', email: true, secrets: ['origin'], parameters: ['siteUrl'] },
  summary: 'Owner only: emails a new invitation link; the old link stops working.',
});
export const revokeInvitation = route('revokeInvitation', {
  method: 'PUT',
  path: '/api/revoke-invitation',
  access: 'member',
  bodyKind: 'json',
  handler: 'teams/handlers/revoke-invitation',
  body: invitationEmailBody,
  response: getTeamResponse,
  uses: { table: 'write', secrets: ['origin'] },
  summary: 'Owner only: withdraws a pending invitation; its link stops working.',
});
export const removeMember = route('removeMember', {
  method: 'PUT',
  path: '/api/remove-member',
  access: 'member',
  bodyKind: 'json',
  handler: 'teams/handlers/remove-member',
  body: memberBody,
  response: getTeamResponse,
  uses: { table: 'write', secrets: ['origin'] },
  summary: 'Owner only: removes a member, who loses access at their next call.',
});
export const makeOwner = route('makeOwner', {
  method: 'PUT',
  path: '/api/make-owner',
  access: 'member',
  bodyKind: 'json',
  handler: 'teams/handlers/make-owner',
  body: memberBody,
  response: getTeamResponse,
  uses: { table: 'write', secrets: ['origin'] },
  summary: 'Owner only: makes another member the Owner; the caller becomes a Member.',
});
export const leaveCompany = route('leaveCompany', {
  method: 'PUT',
  path: '/api/leave-company',
  access: 'member',
  bodyKind: 'none',
  handler: 'teams/handlers/leave-company',
  response: messageOnly,
  uses: { table: 'write', secrets: ['origin'] },
  // A member may leave a suspended company.
  actsForCompany: false,
  summary: 'A Member leaves the company (the Owner first makes someone else Owner).',
});
export const getInvitation = route('getInvitation', {
  method: 'GET',
  path: '/api/get-invitation',
  access: 'public',
  bodyKind: 'none',
  handler: 'teams/handlers/get-invitation',
  query: invitationTokenQuery,
  response: getInvitationResponse,
  uses: { table: 'read' },
  summary: "What an invitation link is: the company's name, the email, and whether it still works.",
});
export const acceptInvitation = route('acceptInvitation', {
  method: 'POST',
  path: '/api/accept-invitation',
  access: 'public',
  bodyKind: 'json',
  handler: 'teams/handlers/accept-invitation',
  body: acceptInvitationBody,
  response: sessionUserResponse,
  // files: read signs the answer's photo and logo links; write: a replaced unconfirmed sign-up's resume is deleted.
  uses: {
    table: 'write',
    files: { resumes: 'write', photos: 'read', logos: 'read' },
    users: [
      'AdminInitiateAuth',
      'AdminCreateUser',
      'AdminSetUserPassword',
      'AdminUpdateUserAttributes',
      'AdminDeleteUser',
      'AdminGetUser',
    ],
    secrets: ['origin'],
  },
  summary: 'Creates the invited employer account (email confirmed by the link), joins the company and signs in.',
});
export const joinCompany = route('joinCompany', {
  method: 'PUT',
  path: '/api/join-company',
  access: 'employer',
  bodyKind: 'json',
  handler: 'teams/handlers/join-company',
  body: joinCompanyBody,
  response: userResponse,
  uses: { table: 'write', files: { photos: 'read', logos: 'read' }, secrets: ['origin'] },
  summary: 'A signed-in employer of no company joins the one whose invitation link this is.',
});
export const getEmailTemplates = route('getEmailTemplates', {
  method: 'GET',
  path: '/api/get-email-templates',
  access: 'member',
  bodyKind: 'none',
  handler: 'teams/handlers/get-email-templates',
  response: emailTemplatesResponse,
  uses: { table: 'read' },
  summary: "The company's email templates (rejection, interview invitation, offer); the defaults until saved.",
});
export const updateEmailTemplates = route('updateEmailTemplates', {
  method: 'PUT',
  path: '/api/update-email-templates',
  access: 'member',
  bodyKind: 'json',
  handler: 'teams/handlers/update-email-templates',
  body: emailTemplatesBody,
  response: emailTemplatesResponse,
  uses: { table: 'write' },
  summary: "Saves the company's three email templates; any member may.",
});
