// The route table, privacy: a user's data export and account deletion. One entry per call:
// see shared/routes.ts for what reads the table.
import { messageOnly } from '../schemas/common.js';
import {
  deleteAccountBody,
  deleteAccountResponse,
  exportMyDataResponse,
  requestAccountDeletionBody,
} from '../schemas/privacy.js';
import { route } from './route-definition.js';

export const exportMyData = route('exportMyData', {
  method: 'GET',
  path: '/api/export-my-data',
  access: 'user',
  bodyKind: 'none',
  handler: 'privacy/handlers/export-my-data',
  response: exportMyDataResponse,
  uses: { table: 'write', files: { resumes: 'read', photos: 'read' } },
  summary: 'Everything stored about the caller, as one JSON document with links to their files (rate-limited).',
});
export const requestAccountDeletion = route('requestAccountDeletion', {
  method: 'POST',
  path: '/api/request-account-deletion',
  access: 'user',
  bodyKind: 'json',
  handler: 'privacy/handlers/request-account-deletion',
  body: requestAccountDeletionBody,
  response: messageOnly,
  uses: { table: 'write', users: ['AdminInitiateAuth'], email: true, secrets: ['codes', 'origin'] },
  summary: "Starts deleting the caller's account: checks the password and emails a code.",
});
export const deleteAccount = route('deleteAccount', {
  method: 'POST',
  path: '/api/delete-account',
  access: 'user',
  bodyKind: 'json',
  handler: 'privacy/handlers/delete-account',
  body: deleteAccountBody,
  response: deleteAccountResponse,
  uses: {
    table: 'write',
    files: { resumes: 'erase', photos: 'erase', logos: 'erase' },
    users: ['AdminDeleteUser', 'AdminUserGlobalSignOut'],
    secrets: ['codes'],
    // A candidate's confirmed interviews are cancelled: the company is emailed the CANCEL.
    email: true,
    reminders: true,
  },
  summary:
    "Deletes the caller's account with the emailed code: closes it at once, then removes its data, files and sign-in.",
});
