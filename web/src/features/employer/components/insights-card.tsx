// A job's insights on its details page (docs/product/applications.md, "Insights"): applicants
// per stage, applications per week, median days from applying to the first move, and the
// reasons given for rejections. Each figure is written out; the bars only repeat it.
import type { ReactNode } from 'react';
import {
  APPLICATION_STAGES,
  EMPLOYER_STAGE_LABELS,
  REJECTION_REASON_LABELS,
  type RejectionReason,
} from '#shared/schemas/applications.js';
import type { JobInsights } from '#shared/schemas/insights.js';
import { Button } from '@/components/button';
import { useJobInsights } from '../api/get-job-insights';

const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Rows of a label, a bar as long as its share of the largest value, and the value. */
function Bars({ label, rows }: { label: string; rows: { key: string; label: string; value: number }[] }) {
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ul className="insight-bars" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <span className="insight-bar-label">{row.label}</span>
          <span className="insight-bar" aria-hidden="true">
            <span style={{ width: `${(row.value / largest) * 100}%` }} />
          </span>
          <span className="insight-bar-value">{row.value}</span>
        </li>
      ))}
    </ul>
  );
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="insight">
      <h3 className="h6">{title}</h3>
      {children}
    </div>
  );
}

function InsightFigures({ insights }: { insights: JobInsights }) {
  const days = insights.medianDaysToFirstMove;
  return (
    <div className="insights-grid">
      <Figure title="Applicants per stage">
        <Bars
          label="Applicants per stage"
          rows={APPLICATION_STAGES.map((stage) => ({
            key: stage,
            label: EMPLOYER_STAGE_LABELS[stage],
            value: insights.stages[stage] ?? 0,
          }))}
        />
      </Figure>
      <Figure title="Applications per week">
        <Bars
          label="Applications per week"
          rows={insights.weeks.map((week) => ({
            key: week.weekStart,
            label: `Week of ${weekLabel.format(new Date(week.weekStart))}`,
            value: week.applications,
          }))}
        />
      </Figure>
      <Figure title="Time to first move">
        <p className="mb-0">
          {days === null ? (
            'No application has been moved yet.'
          ) : (
            <>
              <span className="insight-number">{days === 1 ? '1 day' : `${days} days`}</span>
              <span className="d-block small text-body-secondary">
                {`median from applying to your team's first move (${insights.moved} ${insights.moved === 1 ? 'application' : 'applications'})`}
              </span>
            </>
          )}
        </p>
      </Figure>
      <Figure title="Rejection reasons">
        {insights.rejectionReasons.length === 0 ? (
          <p className="mb-0 text-body-secondary">No rejections with a reason yet.</p>
        ) : (
          <Bars
            label="Rejection reasons"
            rows={insights.rejectionReasons.map((entry) => ({
              key: entry.reason,
              label: REJECTION_REASON_LABELS[entry.reason as RejectionReason] ?? entry.reason,
              value: entry.count,
            }))}
          />
        )}
      </Figure>
    </div>
  );
}

export function InsightsCard({ jobID }: { jobID: string }) {
  const { data, error, isLoading, mutate } = useJobInsights(jobID);
  return (
    <section className="app-card" aria-labelledby="insights-title" aria-busy={isLoading}>
      <h2 id="insights-title" className="h5 mb-3">
        Insights
      </h2>
      {data ? (
        <InsightFigures insights={data} />
      ) : error ? (
        <p className="mb-0">
          We could not load the insights.{' '}
          <Button color="link" className="p-0 align-baseline" onClick={() => void mutate()}>
            Try again
          </Button>
        </p>
      ) : (
        <p className="mb-0 text-body-secondary" role="status">
          Loading insights...
        </p>
      )}
    </section>
  );
}
