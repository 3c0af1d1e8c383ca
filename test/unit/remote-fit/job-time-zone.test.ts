// The job form's time zone (shared/schemas/jobs.ts): one the form lists for the country, or the
// one a job was saved with before the form named zones as the country's people do.
import { describe, expect, it } from 'vitest';
import { countryTimeZones, timeZoneOptionLabel } from '#shared/remote-fit/time-zones.js';
import { addJobBody, updateJobBody } from '#shared/schemas/jobs.js';
import { JOB_ID, jobForm } from '../support/jobs.js';

const timeZoneIssues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).filter((issue) => issue.path[0] === 'timeZone').map((issue) => issue.message);

describe("a job's time zone", () => {
  it("takes each zone the form lists for the job's country", () => {
    for (const country of ['Iceland', 'United States of America', 'Netherlands', 'India']) {
      for (const zone of countryTimeZones(country)) {
        const result = addJobBody.safeParse(jobForm({ country, timeZone: timeZoneOptionLabel(zone) }));
        expect(timeZoneIssues(result), `${country} ${zone}`).toEqual([]);
      }
    }
  });

  it('still takes the label a job was saved with before (Iceland: Africa/Abidjan), so it can be edited', () => {
    const saved = jobForm({ country: 'Iceland', timeZone: 'Africa/Abidjan (GMT+00:00)', jobID: JOB_ID });
    expect(timeZoneIssues(updateJobBody.safeParse(saved))).toEqual([]);
    expect(
      timeZoneIssues(
        addJobBody.safeParse(jobForm({ country: 'Netherlands', timeZone: 'Europe/Brussels (GMT+01:00)' })),
      ),
    ).toEqual([]);
  });

  it("refuses another country's zone, also when it names the same clock", () => {
    expect(
      timeZoneIssues(addJobBody.safeParse(jobForm({ country: 'Iceland', timeZone: 'Atlantic/St_Helena (GMT+00:00)' }))),
    ).toEqual(['Choose a time zone of Iceland from the list']);
    expect(
      timeZoneIssues(addJobBody.safeParse(jobForm({ country: 'Iceland', timeZone: 'Europe/Paris (GMT+01:00)' }))),
    ).toEqual(['Choose a time zone of Iceland from the list']);
    expect(timeZoneIssues(addJobBody.safeParse(jobForm({ country: 'Iceland', timeZone: '' })))).toEqual([
      'Time zone is required for this country',
    ]);
  });
});
