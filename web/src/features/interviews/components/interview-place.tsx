// Where an interview happens: a video link opens in a new tab (the server accepts only web
// addresses), a phone number dials, an address is text.
import type { InterviewPlace as Place } from '#shared/schemas/interviews.js';
import { PLACE_LABELS } from './interview-times';

export function InterviewPlace({ where }: { where: Place }) {
  return (
    <>
      <span className="text-body-secondary">{`${PLACE_LABELS[where.kind]}: `}</span>
      {where.kind === 'video' ? (
        <a href={where.value} target="_blank" rel="noopener noreferrer nofollow" className="text-break">
          {where.value}
        </a>
      ) : where.kind === 'phone' ? (
        <a href={`tel:${where.value.replace(/[^0-9+]/g, '')}`}>{where.value}</a>
      ) : (
        <span className="text-break">{where.value}</span>
      )}
    </>
  );
}
