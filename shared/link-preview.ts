// Link previews (Open Graph and Twitter cards) of the public pages and the job pages
// (web/src/server/html-document.ts writes their tags): the picture they show, and the site's
// address in the prerendered pages. Those are built before the site's address is known (a
// stage without its own domain learns CloudFront's at its first deployment), while a preview's
// og:url and og:image must be absolute: the build writes SITE_ADDRESS_PLACEHOLDER, and the Web
// stack puts the site's address in its place as it deploys the pages (infra/web-stack.ts), the
// local gateway as it serves them. No zod and no React.

/** The card every preview shows (web/public, made by scripts/social-card.ts): a PNG of 1200 x 630. */
export const SOCIAL_CARD = {
  path: '/social-card.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: 'Remote Hiring Marketplace: hire remote experts, find remote work.',
} as const;

/** Where the site's address goes in a prerendered page: `.invalid` names no site, should one be left. */
export const SITE_ADDRESS_PLACEHOLDER = 'https://site-address.invalid';

/** A prerendered page's HTML with the site's address (https://hire.example.com, no trailing slash) in place. */
export const withSiteAddress = (html: string, siteUrl: string): string =>
  html.replaceAll(SITE_ADDRESS_PLACEHOLDER, siteUrl);
