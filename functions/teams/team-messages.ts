// What the team calls answer (docs/product/teams.md). The session check refuses an employer
// of no company itself, with the platform's sentence.
import { MSG } from '#shared/messages.js';

export const TEAM_MSG = {
  notMember: MSG.notAMember,
  ownerOnly: 'Only the Owner of your company can do this.',
  memberGone: 'This person is not a member of your company.',
  notYourself: 'You cannot do this to yourself. To leave, make another member Owner first.',
  ownerCannotLeave: 'You are the Owner: make another member Owner before you leave.',
  left: 'You have left the company.',
} as const;
