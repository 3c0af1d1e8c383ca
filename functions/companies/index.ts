// The entrance to companies/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export { endAllFollows, FOLLOW_PREFIX } from './company-follows.js';
export { logoFolder } from './company-logos.js';
export { tellFollowersPage } from './follower-news.js';
export { followersWithNewsPages } from './company-news.js';
export { sendCompanyNewsDigest } from './company-news-digests.js';
