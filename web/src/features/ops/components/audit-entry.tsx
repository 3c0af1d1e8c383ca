// One entry of the audit log (/ops/audit): what an operator did to what, when, and their note.
// Entries never change; the target is named as it was then (targetLabel).
import { useId } from 'react';
import { ACTION_LABELS, type AuditEntry, type ModerationAction } from '#shared/schemas/trust.js';
import { formatDateTime } from '@/lib/job-display';
import { textParagraphs } from '@/lib/text-paragraphs';
import { TARGET_TYPE_LABELS } from './target-types';

/** Red for what took something away, green for what gave it back. */
const ACTION_BADGES: Record<ModerationAction, string> = {
  dismiss: 'text-bg-secondary',
  release: 'text-bg-success',
  'remove-job': 'text-bg-danger',
  'suspend-company': 'text-bg-danger',
  'unsuspend-company': 'text-bg-success',
  'revoke-verification': 'text-bg-warning',
};

export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const titleID = useId();
  return (
    <li className="app-card ops-audit-entry" aria-labelledby={titleID}>
      <div className="d-flex flex-wrap justify-content-between align-items-start column-gap-3 row-gap-1">
        <div className="ops-badges">
          <span className={`badge ${ACTION_BADGES[entry.action]}`}>{ACTION_LABELS[entry.action]}</span>
          <span className="badge ops-type-badge">{TARGET_TYPE_LABELS[entry.targetType]}</span>
        </div>
        <time className="small text-body-secondary" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </div>
      <h2 id={titleID} className="h6 mt-2 mb-1 text-break">
        {entry.targetLabel}
      </h2>
      <p className="small text-body-secondary mb-2 text-break">
        By {entry.operatorEmail} · <span className="ops-id">ID {entry.targetID}</span>
      </p>
      <div className="ops-note text-break">
        {textParagraphs(entry.note).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}
