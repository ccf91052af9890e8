import { Card, Skeleton } from '@app/shared/ui';

export function DetailsSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading search details">
      <Skeleton $width="40%" $height="28px" />
      <br />
      <Skeleton $width="60%" />
      <br />
      <Skeleton $height="120px" />
    </Card>
  );
}
