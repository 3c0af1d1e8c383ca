import { describe, expect, it } from 'vitest';
import { publicNavTargets } from '@/features/navigation/nav-targets';

const targetOf = (targets: { label: string; to: string }[], label: string) =>
  targets.find((t) => t.label === label)?.to;

describe('publicNavTargets', () => {
  it('gives a visitor the main links, Hire an Expert to /login, and Log In + Sign Up', () => {
    const { main, account } = publicNavTargets(null);

    expect(main.map((t) => [t.label, t.to])).toEqual([
      ['Home', '/home'],
      ['Services', '/services'],
      ['Hire an Expert', '/login'],
      ['Find Work', '/find-work'],
      ['Submit Requirements', '/share-requirement'],
    ]);
    expect(account.map((t) => [t.label, t.to])).toEqual([
      ['Log In', '/login'],
      ['Sign Up', '/signup'],
    ]);
  });

  it('sends an employer to browse talent and to /dashboard/home as My Account', () => {
    const { main, account } = publicNavTargets({ role: 'employer' });

    expect(targetOf(main, 'Hire an Expert')).toBe('/dashboard/browse-talent');
    expect(account.map((t) => [t.label, t.to])).toEqual([['My Account', '/dashboard/home']]);
  });

  it('sends a candidate to /login for Hire an Expert and to /dashboard/find-jobs as My Account', () => {
    const { main, account } = publicNavTargets({ role: 'candidate' });

    expect(targetOf(main, 'Hire an Expert')).toBe('/login');
    expect(targetOf(main, 'Find Work')).toBe('/find-work');
    expect(account.map((t) => [t.label, t.to])).toEqual([['My Account', '/dashboard/find-jobs']]);
  });

  it('never offers Log In or Sign Up to a signed-in user', () => {
    for (const role of ['employer', 'candidate']) {
      const labels = publicNavTargets({ role }).account.map((t) => t.label);
      expect(labels).not.toContain('Log In');
      expect(labels).not.toContain('Sign Up');
    }
  });
});
