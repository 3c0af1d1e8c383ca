// How often a member may change their team (the counters: platform/rate-limits.ts): an Owner
// invites a whole team at once and arranges it (revoke, remove, hand over) in one sitting; email
// templates are worded over several saves.
import type { RateLimit } from '#platform/rate-limits.js';

export const TEAM_LIMITS = {
  invite: { action: 'invite', perAccount: 50 },
  team: { action: 'team', perAccount: 50 },
  templates: { action: 'templates', perAccount: 20 },
} satisfies Record<string, RateLimit>;
