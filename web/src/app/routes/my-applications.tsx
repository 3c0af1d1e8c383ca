// My applications as the router mounts it: the candidate feature's list with the interviews
// feature's "Upcoming interviews" above it, once there are some (features do not import each other).
import { MyApplicationsRoute } from '@/features/candidate/routes/my-applications';
import { UpcomingInterviews } from '@/features/interviews/components/upcoming-interviews';

export function MyApplicationsWithInterviewsRoute() {
  return (
    <MyApplicationsRoute>
      <UpcomingInterviews hideWhenNone />
    </MyApplicationsRoute>
  );
}
