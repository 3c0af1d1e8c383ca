// /dashboard/messages: the caller's conversations, newest activity first (pages of 20), each
// with the other side, the job, the last message's first line and time, and an unread mark.
import Alert from 'react-bootstrap/Alert';
import { ChatDots } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmptyList, ListLoading, LoadMore } from '@/components/list-states';
import { pageTitle } from '@/config';
import { formatDateTime } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useInbox } from '../api/conversations';
import { MESSAGE_REMOVED } from '../components/message-texts';
import '../components/messages.css';

const EMPTY_TEXT: Record<string, string> = {
  employer: 'Write to an applicant with Message on their row of a job’s Applications, or on their profile.',
  candidate: 'Write to a company with Messages on your applications, or on the job’s page.',
};

export function MessagesRoute() {
  const { user } = useSession();
  const { conversations, hasMore, isLoading, isLoadingMore, error, loadMore } = useInbox();

  return (
    <div className="container-fluid px-0">
      <title>{pageTitle('Messages')}</title>
      <PageHeader title="Messages" breadcrumbs={[{ label: 'Messages' }]} />

      {isLoading ? (
        <ListLoading label="Loading conversations..." />
      ) : error && conversations.length === 0 ? (
        <Alert variant="danger">{error.msg}</Alert>
      ) : conversations.length === 0 ? (
        <EmptyList icon={ChatDots} title="No conversations yet">
          <p className="mb-0 text-body-secondary">{EMPTY_TEXT[user?.role ?? ''] ?? ''}</p>
        </EmptyList>
      ) : (
        <>
          <ul className="conversation-list app-card list-unstyled mb-0 p-0" aria-label="Conversations">
            {conversations.map((conversation) => (
              <li key={conversation.conversationID} className={conversation.unread ? 'is-unread' : undefined}>
                <Link to={paths.conversation(conversation.conversationID)} className="conversation-row">
                  <span className="conversation-row-head">
                    <span className="conversation-row-name">
                      {conversation.unread ? (
                        <span className="conversation-unread-dot" aria-label="Unread" role="img" />
                      ) : null}
                      {conversation.otherName}
                    </span>
                    <time className="conversation-row-time" dateTime={conversation.lastMessageAt}>
                      {formatDateTime(conversation.lastMessageAt)}
                    </time>
                  </span>
                  <span className="conversation-row-job">{conversation.jobTitle}</span>
                  <span className="conversation-row-last">{conversation.lastMessage || MESSAGE_REMOVED}</span>
                </Link>
              </li>
            ))}
          </ul>
          {hasMore ? <LoadMore loading={isLoadingMore} onLoadMore={() => void loadMore()} /> : null}
        </>
      )}
    </div>
  );
}
