import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx';
import { ReviewQueue } from '#web/features/dashboard-reviews/components/review-queue.tsx';

/** /dashboard/reviews: buyers' reviews wait here until an admin approves or refuses them. */
export function ReviewsRoute() {
  return (
    <DashboardPage
      title="Reviews"
      description="Reviews from customers who received their piece. Only approved reviews appear in the shop and count in a piece's rating."
    >
      <ReviewQueue />
    </DashboardPage>
  );
}
