import { Card } from '../../ui/Card/Card';
import { Skeleton } from '../../ui/Skeleton/Skeleton';

/**
 * The activity page while it loads, in the page's own shape, so the footer does not jump when the page arrives
 * (issue 25).
 */
export function ActivityPageSkeleton() {
  return (
    <div className="activity-page" aria-busy="true">
      <Skeleton kind="heading" />
      <div className="activity-page__layout">
        <span className="cz-skeleton activity-page__poster" aria-hidden="true" />
        <Card className="activity-page__card">
          <Skeleton kind="heading" />
          <Skeleton kind="text" count={5} />
          <div className="activity-page__actions">
            <span className="cz-skeleton activity-page__button-skeleton" aria-hidden="true" />
          </div>
        </Card>
      </div>
    </div>
  );
}
