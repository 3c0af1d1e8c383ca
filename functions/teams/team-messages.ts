// What the team calls answer (docs/product/teams.md). The session check refuses an employer
// of no company itself, with the platform's sentence.
import { MSG } from '#shared/messages.js';

/**
 * Members and pending invitations one company may have. Held when an invitation is issued, so
 * every read of a team (the Team screen, a conversation's members, a member leaving) reads a
 * bounded partition: its members, invitations, the company and its email templates.
 */
export const TEAM_MAX = 200;

export const TEAM_MSG = {
  notMember: MSG.notAMember,
  ownerOnly: 'Only the Owner of your company can do this.',
  memberGone: 'This person is not a member of your company.',
  notYourself: 'You cannot do this to yourself. To leave, make another member Owner first.',
  ownerCannotLeave: 'You are the Owner: make another member Owner before you leave.',
  left: 'You have left the company.',
  full: `Your team has ${TEAM_MAX} members and pending invitations, the most a company can have. Withdraw an invitation or remove a member to invite someone else.`,
} as const;
