// When a stage move emails the candidate (stage-emails.ts): at once when no email went in the
// window, held within it, never for the stage of the last email nor for a stage the candidate is
// not told of; and what the move's update records for each.
import { describe, expect, it } from 'vitest';
import type { ApplicationItem } from '#functions/applications/application-items.js';
import {
  decideStageEmail,
  HELD_STAGE_EMAIL_PK,
  STAGE_EMAIL_WINDOW_MS,
  stageEmailWrite,
} from '#functions/applications/stage-emails.js';

const AT = new Date('2026-11-29T10:00:00.000Z');
const minutesBefore = (minutes: number) => new Date(AT.getTime() - minutes * 60_000).toISOString();

const application = (overrides: Partial<ApplicationItem> = {}): ApplicationItem => ({
  PK: 'JOB#j1',
  SK: 'APPLICATION#c1',
  GSI1PK: 'CANDIDATE#c1',
  GSI1SK: 'APPLICATION#2026-11-01T00:00:00.000Z',
  jobID: 'j1',
  userID: 'c1',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'typed@example.com',
  country: 'Spain',
  phoneNo: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  stage: 'new',
  ...overrides,
});

describe('decideStageEmail', () => {
  it('sends the first email of an application at once', () => {
    expect(decideStageEmail(application(), 'interviewing', AT)).toBe('send');
  });

  it('never emails a stage the candidate is not told of', () => {
    expect(decideStageEmail(application(), 'shortlisted', AT)).toBe('none');
    expect(decideStageEmail(application(), 'new', AT)).toBe('none');
  });

  it('holds a move within the window of the last email, and sends once the window has passed', () => {
    const emailed = { stageEmailed: 'interviewing' as const };
    expect(decideStageEmail(application({ ...emailed, stageEmailedAt: minutesBefore(1) }), 'rejected', AT)).toBe(
      'hold',
    );
    const edge = new Date(AT.getTime() - STAGE_EMAIL_WINDOW_MS + 1).toISOString();
    expect(decideStageEmail(application({ ...emailed, stageEmailedAt: edge }), 'rejected', AT)).toBe('hold');
    const past = new Date(AT.getTime() - STAGE_EMAIL_WINDOW_MS).toISOString();
    expect(decideStageEmail(application({ ...emailed, stageEmailedAt: past }), 'rejected', AT)).toBe('send');
  });

  it('sends nothing new for the stage of the last email, however long ago', () => {
    const item = application({ stageEmailed: 'rejected', stageEmailedAt: minutesBefore(60 * 24) });
    expect(decideStageEmail(item, 'rejected', AT)).toBe('none');
  });
});

describe('stageEmailWrite', () => {
  it('records a sent email and drops a held one, conditioned on the email state read', () => {
    const item = application({
      stageEmailedAt: minutesBefore(20),
      stageEmailed: 'interviewing',
      heldStageEmail: { stage: 'offered' },
    });
    expect(stageEmailWrite(item, 'rejected', AT, 'send')).toEqual({
      set: ['stageEmailedAt = :at', 'stageEmailed = :to'],
      remove: ['heldStageEmail', 'GSI3PK', 'GSI3SK'],
      condition: 'stageEmailedAt = :emailedAt',
      values: { ':emailedAt': minutesBefore(20) },
    });
  });

  it('holds the latest move with its text, due when the window of the last email ends', () => {
    const item = application({ stageEmailedAt: minutesBefore(4), stageEmailed: 'interviewing' });
    const write = stageEmailWrite(item, 'rejected', AT, 'hold', 'Thank you, Grace.');
    expect(write.set).toEqual(['heldStageEmail = :held', 'GSI3PK = :heldPK', 'GSI3SK = :heldSK']);
    expect(write.values).toMatchObject({
      ':held': { stage: 'rejected', message: 'Thank you, Grace.' },
      ':heldPK': HELD_STAGE_EMAIL_PK,
      ':heldSK': `${new Date(AT.getTime() + STAGE_EMAIL_WINDOW_MS - 4 * 60_000).toISOString()}#j1#c1#${AT.toISOString()}`,
    });
  });

  it('writes nothing when nothing is held and nothing goes, and only drops what is held otherwise', () => {
    expect(stageEmailWrite(application(), 'shortlisted', AT, 'none')).toEqual({ set: [], remove: [], values: {} });
    const held = application({ heldStageEmail: { stage: 'offered' }, stageEmailedAt: minutesBefore(2) });
    expect(stageEmailWrite(held, 'shortlisted', AT, 'none')).toEqual({
      set: [],
      remove: ['heldStageEmail', 'GSI3PK', 'GSI3SK'],
      values: {},
    });
  });
});
