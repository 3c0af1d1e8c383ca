// /dashboard/home as the router mounts it: the employer feature's home with the interviews
// feature's "Upcoming interviews" (features do not import each other).
import { EmployerHomeRoute } from '@/features/employer/routes/employer-home';
import { UpcomingInterviews } from '@/features/interviews/components/upcoming-interviews';

export function EmployerHomeWithInterviewsRoute() {
  return (
    <EmployerHomeRoute>
      <UpcomingInterviews />
    </EmployerHomeRoute>
  );
}
