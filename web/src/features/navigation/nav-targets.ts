// The link rule of the public navigation (docs/product/public-site.md, Navigation and footer), kept pure so it
// is unit-tested: who sees which links, and where employer-only links send everyone else.
import { employerTarget, homePathFor, paths } from '@/lib/paths';

export interface NavTarget {
  label: string;
  to: string;
  /** Shown as a button (the main call to action of the right side). */
  emphasis?: boolean;
}

export interface PublicNavTargets {
  /** The main links, left to right. */
  main: NavTarget[];
  /** The right side: My Account when signed in, otherwise Log In and Sign Up. */
  account: NavTarget[];
}

/** `user` is the signed-in user (only the role matters) or null for a visitor. */
export function publicNavTargets(user: { role: string } | null): PublicNavTargets {
  const role = user?.role;
  return {
    main: [
      { label: 'Home', to: paths.home },
      { label: 'Services', to: paths.services },
      { label: 'Hire an Expert', to: employerTarget(role, paths.browseTalent) },
      { label: 'Find Work', to: paths.findWork },
      { label: 'Submit Requirements', to: paths.shareRequirement },
    ],
    account: user
      ? [{ label: 'My Account', to: homePathFor(role), emphasis: true }]
      : [
          { label: 'Log In', to: paths.login },
          { label: 'Sign Up', to: paths.signup, emphasis: true },
        ],
  };
}
