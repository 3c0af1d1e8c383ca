// What the team calls answer (docs/product/teams.md). Apart from companies.ts so that the
// session check, in every function, can refuse an employer of no company without bundling
// the company data module.
export const TEAM_MSG = {
  notMember: 'You are not a member of a company any more. Ask a company’s Owner to invite you again.',
  ownerOnly: 'Only the Owner of your company can do this.',
  memberGone: 'This person is not a member of your company.',
  notYourself: 'You cannot do this to yourself. To leave, make another member Owner first.',
  ownerCannotLeave: 'You are the Owner: make another member Owner before you leave.',
  left: 'You have left the company.',
} as const;
