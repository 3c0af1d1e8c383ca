// Moved to test/support/api-client.ts, shared with the smoke test (scripts/smoke.ts).
export * from '../../support/api-client.js';
