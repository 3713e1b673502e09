import { Skeleton, VisuallyHidden } from '@marketplace/ui';
import { Header, HeaderText, SectionBox } from './styles';

/** The dialog's placeholder while the profile loads. */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true" data-testid="applicant-profile-skeleton">
      <VisuallyHidden role="status">Loading applicant profile…</VisuallyHidden>
      <Header>
        <Skeleton $width="64px" $height="64px" $radius="50%" />
        <HeaderText>
          <Skeleton $width="50%" $height="1.4em" />
          <Skeleton $width="70%" />
          <Skeleton $width="40%" />
        </HeaderText>
      </Header>
      {Array.from({ length: 4 }, (_, index) => (
        <SectionBox key={index}>
          <Skeleton $width="30%" $height="1.2em" />
          <Skeleton />
          <Skeleton $width="80%" />
        </SectionBox>
      ))}
    </div>
  );
}
