import { Skeleton } from '@marketplace/ui';
import { Body, Header } from './styles';

/** The dialog's placeholder while the profile loads. */
export function ProfileSkeleton() {
  return (
    <Body aria-busy="true" aria-label="Loading the profile">
      <Header>
        <Skeleton $height="64px" $width="64px" />
        <div style={{ flex: 1 }}>
          <Skeleton $height="1.4em" $width="50%" />
          <Skeleton $height="1em" $width="70%" />
        </div>
      </Header>
      <Skeleton $height="4em" $width="100%" />
      <Skeleton $height="4em" $width="100%" />
    </Body>
  );
}
