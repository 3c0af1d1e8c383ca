// The job pages' function around its renderer (a stand-in here; the real one is tested in
// test/web and through the gateway in test/integration/jobs/job-page.test.ts): what it hands the
// renderer (the page's data, its canonical address, the JobPosting of an open job only), the
// status of each state, the cache header, an id that cannot be a job's read from nowhere, and a
// renderer that cannot load answering 500, uncached, and tried again by the next request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { WEB_RENDERER } from '#shared/job-page.js';
import { jobKey } from '#functions/jobs/jobs.js';
import { httpEvent, lambdaContext } from '../../support/lambda-events.js';
import { JOB_ID, jobsTestTable, storedJob } from '../support/jobs.js';

const dir = mkdtempSync(path.join(tmpdir(), 'job-page-renderer-'));
process.env.WEB_RENDERER_DIR = dir;
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.WEB_RENDERER_DIR;
});

// A renderer that shows what it was given; its shell comes later (the first test).
writeFileSync(
  path.join(dir, WEB_RENDERER.module),
  'export async function renderJobPage(shell, page, head) { return shell + JSON.stringify({ page, head }); }',
);
const installShell = () => writeFileSync(path.join(dir, WEB_RENDERER.shell), '<!doctype html>');

const { handler } = await import('#functions/jobs/handlers/job-page.js');
const dynamo = jobsTestTable();

async function open(jobID: string) {
  const result = await handler({ ...httpEvent({ path: `/jobs/${jobID}` }), pathParameters: { jobID } }, lambdaContext);
  const answer = {
    status: result.statusCode,
    headers: result.headers as Record<string, string>,
    body: String(result.body),
  };
  const rendered = answer.body.startsWith('<!doctype html>{')
    ? (JSON.parse(answer.body.slice('<!doctype html>'.length)) as {
        page: { state: string; jobID: string };
        head: { canonicalUrl: string; structuredData?: { '@type': string } };
      })
    : undefined;
  return { ...answer, rendered };
}

describe('job-page', () => {
  it('answers 500, uncached, while the renderer cannot load (no shell), and loads it on the next request', async () => {
    const failed = await open(JOB_ID);
    expect(failed.status).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.body).toContain('Something went wrong');

    installShell();
    expect((await open(JOB_ID)).status).toBe(404);
  });

  it('an open job: 200, cached 5 minutes at the edge, with its canonical address and its JobPosting', async () => {
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: storedJob() });
    dynamo.on(QueryCommand).resolves({ Items: [] });

    const answer = await open(JOB_ID);

    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300',
    });
    expect(answer.rendered!.page).toMatchObject({ state: 'open', jobID: JOB_ID });
    expect(answer.rendered!.head.canonicalUrl).toBe(`https://hire.example.com/jobs/${JOB_ID}`);
    expect(answer.rendered!.head.structuredData?.['@type']).toBe('JobPosting');
  });

  it('a closed job: 200 without a JobPosting', async () => {
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: storedJob({ active: false }) });
    dynamo.on(QueryCommand).resolves({ Items: [] });

    const answer = await open(JOB_ID);

    expect(answer.status).toBe(200);
    expect(answer.rendered!.page.state).toBe('closed');
    expect(answer.rendered!.head).not.toHaveProperty('structuredData');
  });

  it('an id that cannot be a job’s: 404 without reading the table', async () => {
    const answer = await open('not-a-job');

    expect(answer.status).toBe(404);
    expect(answer.rendered!.page).toEqual({ state: 'unknown', jobID: 'not-a-job' });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });
});
