// "Upcoming interviews" (docs/product/interviews.md): the reader's next confirmed interviews,
// on the employer's home and the candidate's My applications, each with its job, the other
// side, its time in the reader's zone, where, and the link to its conversation.
import { Link } from 'react-router';
import { CalendarEvent } from 'react-bootstrap-icons';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/lib/paths';
import { useUpcomingInterviews } from '../api/interviews';
import { formatSlot, useReaderTimeZone, zoneLabel } from './interview-times';
import { InterviewPlace } from './interview-place';
import './interviews.css';

/** `hideWhenNone`: nothing at all while there are none (a candidate's list, above their applications). */
export function UpcomingInterviews({ hideWhenNone = false }: { hideWhenNone?: boolean }) {
  const { data, error, isLoading } = useUpcomingInterviews();
  const zone = useReaderTimeZone();
  const interviews = data?.interviews ?? [];
  if (hideWhenNone && interviews.length === 0) return null;
  return (
    <TitledSection
      titleId="upcoming-interviews-title"
      title={
        <>
          <CalendarEvent aria-hidden="true" /> Upcoming interviews
        </>
      }
      titleClassName="h6 d-flex align-items-center gap-2"
      className="app-card mb-4"
    >
      {isLoading ? (
        <p className="small text-body-secondary mb-0" role="status">
          Loading interviews...
        </p>
      ) : error && !data ? (
        <p className="small text-danger mb-0">{error.msg}</p>
      ) : interviews.length === 0 ? (
        <p className="small text-body-secondary mb-0">
          No interviews scheduled. Confirmed interviews show here, soonest first.
        </p>
      ) : (
        <>
          <p className="small text-body-secondary">{`Times in your time zone, ${zoneLabel(zone)}.`}</p>
          <ul className="list-unstyled mb-0 upcoming-interviews" aria-label="Upcoming interviews">
            {interviews.map((interview) => (
              <li key={interview.interviewID}>
                <p className="mb-0 fw-semibold">
                  <time dateTime={interview.startAt}>{formatSlot(interview, zone)}</time>
                </p>
                <p className="mb-0 text-break">{`${interview.jobTitle} with ${interview.otherName}`}</p>
                <p className="small mb-0 d-flex flex-wrap column-gap-3">
                  <span>
                    <InterviewPlace where={interview.where} />
                  </span>
                  <Link
                    to={paths.conversation(interview.conversationID)}
                    aria-label={`Details of the interview for ${interview.jobTitle} with ${interview.otherName}`}
                  >
                    Details
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  );
}
