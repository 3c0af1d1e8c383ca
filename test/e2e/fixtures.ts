// Browser-test fixtures: the stack under test and its app URL as Playwright's baseURL.
import { test as base } from '@playwright/test';
import type { StackInfo } from '../support/local-stack-process.js';

export const test = base.extend<{ stack: StackInfo }>({
  stack: async ({}, use) => {
    const raw = process.env.TEST_STACK;
    if (!raw) throw new Error('TEST_STACK is not set: run through npm test or npm run test:e2e');
    await use(JSON.parse(raw) as StackInfo);
  },
  baseURL: async ({}, use) => {
    const raw = process.env.TEST_STACK;
    await use(raw ? (JSON.parse(raw) as StackInfo).appUrl : undefined);
  },
});

export { expect } from '@playwright/test';
