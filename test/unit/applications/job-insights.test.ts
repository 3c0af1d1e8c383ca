// The job insights' counters: what each event changes, the same counters built from the
// applications, and the figures shown from them (weeks, median days to the first move, reasons).
import { describe, expect, it } from 'vitest';
import {
  applied,
  countersOf,
  FIRST_MOVE_DAYS_MAX,
  insightsFromItem,
  moved,
  weekStart,
} from '#functions/applications/job-insights.js';
import type { ApplicationItem } from '#functions/applications/application-items.js';

// Applications that miss a requirement unless a test says otherwise: they count in the stage
// counters only (those that meet the requirements are also counted apart: 'qualified counters').
const application = (fields: Partial<ApplicationItem>): ApplicationItem =>
  ({
    createdAt: '2026-11-23T10:00:00.000Z',
    stage: 'new',
    unmetRequirements: ['Lives in Europe'],
    ...fields,
  }) as ApplicationItem;

describe('weekStart', () => {
  it('is the Monday of the week, in UTC', () => {
    expect(weekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekStart(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    expect(weekStart(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(weekStart(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28');
  });
});

describe('events', () => {
  it('counts an application in New and in its week', () => {
    expect(applied(new Date('2026-11-26T09:00:00Z'), application({}))).toEqual({ stage_new: 1, 'week_2026-11-23': 1 });
  });

  it("times the company's first move only, in whole days, and keeps rejection reasons of rejected ones", () => {
    const fresh = application({});
    expect(moved(fresh, 'shortlisted', new Date('2026-11-25T09:59:00Z'), { byCompany: true })).toEqual({
      stage_new: -1,
      stage_shortlisted: 1,
      firstMove_1: 1,
    });
    const movedBefore = application({ stage: 'shortlisted', firstMovedAt: '2026-11-24T00:00:00Z' });
    expect(
      moved(movedBefore, 'rejected', new Date('2026-12-30T00:00:00Z'), {
        byCompany: true,
        rejectionReason: 'role-filled',
      }),
    ).toEqual({ stage_shortlisted: -1, stage_rejected: 1, 'reason_role-filled': 1 });
    const rejected = application({ stage: 'rejected', firstMovedAt: '2026-11-24T00:00:00Z', rejectionReason: 'other' });
    expect(moved(rejected, 'new', new Date(), { byCompany: true })).toEqual({
      stage_rejected: -1,
      stage_new: 1,
      reason_other: -1,
    });
    expect(moved(fresh, 'withdrawn', new Date('2027-06-01T00:00:00Z'), { byCompany: false })).toEqual({
      stage_new: -1,
      stage_withdrawn: 1,
    });
    expect(moved(fresh, 'hired', new Date('2027-06-01T00:00:00Z'), { byCompany: true })).toMatchObject({
      [`firstMove_${FIRST_MOVE_DAYS_MAX}`]: 1,
    });
  });
});

describe('qualified counters', () => {
  const qualified = application({ unmetRequirements: undefined });

  it('count applications that meet the requirements per stage too, as they arrive and move', () => {
    expect(applied(new Date('2026-11-26T09:00:00Z'), qualified)).toEqual({
      stage_new: 1,
      qualified_new: 1,
      'week_2026-11-23': 1,
    });
    expect(moved(qualified, 'shortlisted', new Date('2026-11-23T11:00:00Z'), { byCompany: false })).toEqual({
      stage_new: -1,
      stage_shortlisted: 1,
      qualified_new: -1,
      qualified_shortlisted: 1,
    });
  });

  it("take a deleted candidate's application out of them, whatever its stage", () => {
    const withdrawn = application({ stage: 'withdrawn', unmetRequirements: [] });
    expect(moved(withdrawn, 'withdrawn', new Date(), { byCompany: false, candidateDeleted: true })).toEqual({
      stage_withdrawn: 0,
      qualified_withdrawn: -1,
    });
  });

  it('are built from the applications', () => {
    expect(countersOf([qualified, application({})])).toMatchObject({ stage_new: 2, qualified_new: 1 });
  });
});

describe('countersOf', () => {
  it('counts stages, weeks, first moves (from the history of older applications) and reasons', () => {
    const counters = countersOf([
      application({}),
      application({
        stage: 'rejected',
        rejectionReason: 'pay',
        history: [
          { stage: 'new', at: '2026-11-23T10:00:00.000Z', by: 'A' },
          { stage: 'shortlisted', at: '2026-11-26T11:00:00.000Z', by: 'Member' },
          { stage: 'rejected', at: '2026-11-27T11:00:00.000Z', by: 'Member' },
        ],
      }),
      application({
        stage: 'withdrawn',
        createdAt: '2026-11-16T10:00:00.000Z',
        history: [
          { stage: 'new', at: '2026-11-16T10:00:00.000Z', by: 'A' },
          { stage: 'withdrawn', at: '2026-11-17T10:00:00.000Z', by: 'A' },
        ],
      }),
    ]);
    expect(counters).toEqual({
      stage_new: 1,
      stage_rejected: 1,
      stage_withdrawn: 1,
      'week_2026-11-23': 2,
      'week_2026-11-16': 1,
      firstMove_3: 1,
      reason_pay: 1,
    });
  });
});

describe('insightsFromItem', () => {
  it('shows eight weeks up to this one, the median day of the first moves and the reasons, most first', () => {
    const figures = insightsFromItem(
      {
        stage_new: 2,
        stage_rejected: 3,
        'week_2026-11-23': 4,
        'week_2026-10-05': 9,
        firstMove_0: 1,
        firstMove_2: 2,
        firstMove_9: 2,
        reason_other: 1,
        'reason_role-filled': 2,
        reason_pay: 0,
      },
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(figures.stages).toMatchObject({ new: 2, rejected: 3, hired: 0 });
    expect(figures.weeks.map((week) => week.weekStart)).toEqual([
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(figures.weeks.map((week) => week.applications)).toEqual([9, 0, 0, 0, 0, 0, 0, 4]);
    expect(figures.moved).toBe(5);
    expect(figures.medianDaysToFirstMove).toBe(2);
    expect(figures.rejectionReasons).toEqual([
      { reason: 'role-filled', count: 2 },
      { reason: 'other', count: 1 },
    ]);
    expect(insightsFromItem({}, new Date()).medianDaysToFirstMove).toBeNull();
  });
});
