// Report of a message of the other side, and the warning above a company's message that tripped
// a scam signal (docs/product/trust-and-safety.md), whose "Report this message" opens the same
// dialog for it.
import { ExclamationTriangleFill } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import { buttonClass } from '@/components/button';
import { ReportButton } from '@/components/report-button';
import { formatDateTime } from '@/lib/job-display';
import { useReportAction, type ReportRequest } from '@/lib/report';
import type { ConversationMessage } from '../api/conversations';

/** The warning ends with these words, which report the message. */
const REPORT_WORDS = 'Report this message';
const WARNING_LEAD = TRUST_MSG.messageWarning.endsWith(REPORT_WORDS)
  ? TRUST_MSG.messageWarning.slice(0, -REPORT_WORDS.length)
  : `${TRUST_MSG.messageWarning} `;

/** The dialog names the message by its writer and its first words. */
const EXCERPT_MAX = 80;
const excerpt = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX).trimEnd()}…` : text);

interface MessageReportProps {
  message: ConversationMessage;
  conversationID: string;
}

const reportOf = ({ message, conversationID }: MessageReportProps): ReportRequest => ({
  targetType: 'message',
  targetID: message.id,
  conversationID,
  name: `${message.senderName}: “${excerpt(message.text)}”`,
});

export function MessageReportButton(props: MessageReportProps) {
  const { message } = props;
  return (
    <ReportButton
      request={reportOf(props)}
      label={`Report the message of ${message.senderName}, ${formatDateTime(message.createdAt)}`}
      size="xs"
      color="link"
      className="message-report"
    />
  );
}

export function ScamWarning(props: MessageReportProps) {
  const action = useReportAction(reportOf(props));
  const linkClass = buttonClass('link', 'md', 'message-warning-report');
  return (
    <div role="note" aria-label="Warning" className="message-warning">
      <ExclamationTriangleFill aria-hidden="true" className="message-warning-icon" />
      <p className="mb-0">
        {WARNING_LEAD}
        {'loginTo' in action ? (
          <Link className={linkClass} to={action.loginTo}>
            {REPORT_WORDS}
          </Link>
        ) : (
          <button type="button" className={linkClass} onClick={action.open}>
            {REPORT_WORDS}
          </button>
        )}
      </p>
    </div>
  );
}
