// /dashboard/messages/:conversationID: one conversation, oldest at the top, the newest 20 first
// with "Load older", each message with who wrote it and when; the box to write below, or "This
// application is closed" once it is. New messages appear while it is open (polled), and
// opening it marks it read. Whatever else belongs to the application (its interviews) comes
// from app/ through `aside`, shown above the messages. Each message of the other side has
// Report; one that tripped a scam signal comes with a warning above it, which reports it too
// (docs/product/trust-and-safety.md).
import { useEffect, useRef, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ListLoading } from '@/components/list-states';
import { pageTitle } from '@/config';
import { formatDateTime } from '@/lib/job-display';
import { notifyFailure } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useConversation, useSendMessage } from '../api/conversations';
import { LinkedText } from '../components/linked-text';
import { MessageComposer } from '../components/message-composer';
import { MessageReportButton, ScamWarning } from '../components/message-report';
import { APPLICATION_CLOSED, MESSAGE_REMOVED } from '../components/message-texts';
import '../components/messages.css';

/** What the conversation tells the application's other parts: its id, the other side and whether it is closed. */
export interface ConversationContext {
  conversationID: string;
  otherName: string;
  closed: boolean;
  /** The newest entry's id: it changes with each message or interview step, as polling brings it. */
  lastEntryID?: string;
}

export function ConversationRoute({ aside }: { aside?: (conversation: ConversationContext) => ReactNode }) {
  const { conversationID = '' } = useParams();
  const { conversation, messages, hasOlder, isLoading, isLoadingOlder, error, loadOlder, refresh } =
    useConversation(conversationID);
  const { send, isSending } = useSendMessage(conversationID);
  const endRef = useRef<HTMLDivElement>(null);
  const newestID = messages.at(-1)?.id;

  // The newest message in view when it opens and when one arrives.
  useEffect(() => {
    if (newestID) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestID]);

  const onSend = async (text: string) => {
    try {
      await send(text);
      return true;
    } catch (failure) {
      notifyFailure(failure);
      // Polls learn of new entries, not of the application closing: the whole page says so.
      void refresh();
      return false;
    }
  };

  const title = conversation ? conversation.otherName : 'Conversation';
  return (
    <div className="container-fluid px-0">
      <title>{pageTitle(conversation ? `Messages: ${conversation.otherName}` : 'Messages')}</title>
      <PageHeader
        title={title}
        subtitle={conversation ? `About ${conversation.jobTitle}` : undefined}
        breadcrumbs={[{ label: 'Messages', to: paths.messages }, { label: title }]}
      />

      {isLoading ? (
        <ListLoading label="Loading messages..." />
      ) : error && !conversation ? (
        <Alert variant="danger">{error.msg}</Alert>
      ) : conversation ? (
        <>
          {aside?.({
            conversationID,
            otherName: conversation.otherName,
            closed: conversation.closed,
            lastEntryID: newestID,
          })}
          <div className="app-card conversation">
            {hasOlder ? (
              <div className="text-center mb-3">
                <Button
                  color="outline"
                  size="sm"
                  loading={isLoadingOlder}
                  onClick={() => void loadOlder().catch((failure: unknown) => notifyFailure(failure))}
                >
                  Load older
                </Button>
              </div>
            ) : null}
            {messages.length === 0 ? (
              <p className="text-body-secondary text-center my-4">No messages yet.</p>
            ) : (
              <ol className="message-list list-unstyled mb-0" aria-label="Messages" aria-live="polite">
                {messages.map((message) => (
                  <li key={message.id} className={['message', message.mine ? 'is-mine' : ''].filter(Boolean).join(' ')}>
                    {message.scamWarning && !message.removed ? (
                      <ScamWarning message={message} conversationID={conversationID} />
                    ) : null}
                    <div className="message-meta">
                      <span className="message-sender">{message.mine ? 'You' : message.senderName}</span>
                      <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                      {/* The other side's own words only: not ours, not the product's, not a removed one. */}
                      {message.side !== conversation.side && message.side !== 'system' && !message.removed ? (
                        <MessageReportButton message={message} conversationID={conversationID} />
                      ) : null}
                    </div>
                    <div className={['message-text', message.removed ? 'is-removed' : ''].filter(Boolean).join(' ')}>
                      {message.removed ? MESSAGE_REMOVED : <LinkedText text={message.text} />}
                    </div>
                  </li>
                ))}
              </ol>
            )}
            <div ref={endRef} />
            <div className="conversation-footer">
              {conversation.closed ? (
                <Alert variant="secondary" className="mb-0">
                  {APPLICATION_CLOSED}
                </Alert>
              ) : (
                <MessageComposer onSend={onSend} isSending={isSending} />
              )}
            </div>
          </div>
        </>
      ) : null}
    </div>
  );
}
