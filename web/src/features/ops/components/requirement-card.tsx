// One hiring requirement of /ops/requirements: who sent it and how to reach them, what they
// need, when they sent it, and the Handled switch with who marked it and when.
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { StoredRequirementView } from '#shared/schemas/requirements.js';
import { formatDate } from '@/lib/job-display';
import { textParagraphs } from '@/lib/text-paragraphs';

/** "Handled by ops@example.com on 12 Mar 2026": each part only when the server recorded it. */
function handledText({ handledBy, handledAt }: StoredRequirementView): string {
  return ['Handled', handledBy && `by ${handledBy}`, handledAt && `on ${formatDate(handledAt)}`]
    .filter(Boolean)
    .join(' ');
}

export interface RequirementCardProps {
  requirement: StoredRequirementView;
  /** Saves the new state; the card shows it until the answer, and the saved state after. */
  onHandledChange: (handled: boolean) => Promise<void>;
}

export function RequirementCard({ requirement, onHandledChange }: RequirementCardProps) {
  const [pending, setPending] = useState<boolean>();
  const paragraphs = textParagraphs(requirement.details);
  const titleID = `requirement-${requirement.requirementID}`;

  const change = async (handled: boolean) => {
    setPending(handled);
    try {
      await onHandledChange(handled);
    } finally {
      setPending(undefined);
    }
  };

  return (
    <li className="app-card" aria-labelledby={titleID}>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-2">
        <div className="min-w-0">
          <h2 id={titleID} className="h5 mb-1 text-break">
            {requirement.companyName}
          </h2>
          <p className="small text-body-secondary mb-0">Sent {formatDate(requirement.createdAt)}</p>
        </div>
        <Form.Check
          type="switch"
          role="switch"
          id={`handled-${requirement.requirementID}`}
          label="Handled"
          aria-label={`Handled: ${requirement.companyName}`}
          checked={pending ?? requirement.handled}
          disabled={pending !== undefined}
          onChange={(event) => void change(event.target.checked)}
        />
      </div>
      <dl className="row ops-requirement-fields mb-2">
        <dt className="col-sm-3">Name</dt>
        <dd className="col-sm-9 text-break">{requirement.fullName}</dd>
        <dt className="col-sm-3">Email</dt>
        <dd className="col-sm-9 text-break">
          <a href={`mailto:${requirement.email}`}>{requirement.email}</a>
        </dd>
        <dt className="col-sm-3">Phone</dt>
        <dd className="col-sm-9 text-break">{requirement.phoneNo}</dd>
        <dt className="col-sm-3">Requirement</dt>
        <dd className="col-sm-9">{requirement.requirementLabel}</dd>
        <dt className="col-sm-3">Duration</dt>
        <dd className="col-sm-9">{requirement.durationLabel}</dd>
      </dl>
      {paragraphs.length > 0 ? (
        <div className="ops-requirement-details text-break">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {requirement.handled ? <p className="small text-success mb-0">{handledText(requirement)}</p> : null}
    </li>
  );
}
