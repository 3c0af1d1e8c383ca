// A conversation as the router mounts it: the messages feature's conversation with the
// interviews feature's panel of the application above the messages (features do not import
// each other). `?schedule=1` (the applicant's "Schedule interview") opens the scheduling form;
// once the form closes the address drops it, so a reload does not open the form again.
import { useSearchParams } from 'react-router';
import { InterviewsPanel } from '@/features/interviews/components/interviews-panel';
import { ConversationRoute } from '@/features/messages/routes/conversation';
import { SCHEDULE_INTERVIEW_PARAM } from '@/lib/paths';
import { useSession } from '@/lib/session';

export function ConversationWithInterviewsRoute() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const scheduleOnOpen = params.get(SCHEDULE_INTERVIEW_PARAM) !== null;
  const onScheduleClosed = () => {
    if (!scheduleOnOpen) return;
    setParams(
      (kept) => {
        kept.delete(SCHEDULE_INTERVIEW_PARAM);
        return kept;
      },
      { replace: true },
    );
  };
  const side = user?.role === 'candidate' ? 'candidate' : 'company';
  return (
    <ConversationRoute
      aside={(conversation) => (
        <InterviewsPanel
          {...conversation}
          side={side}
          scheduleOnOpen={scheduleOnOpen}
          onScheduleClosed={onScheduleClosed}
        />
      )}
    />
  );
}
