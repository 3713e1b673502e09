import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import { useProfile, useSession } from '@marketplace/auth';
import {
  NOTIFICATION_CENTER_MESSAGES,
  NOTIFICATION_PATHS,
  UPLOAD_FLOW_MESSAGES,
  type SelfServiceRole,
} from '@marketplace/contracts';
import { ErrorState, PageLead, PageTitle, Skeleton, VisuallyHidden, useDocumentTitle } from '@marketplace/ui';
import { ProfilePictureUploader } from '@marketplace/uploads';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { PasswordSecurityCard } from './PasswordSecurityCard';
import { SignOutOtherDevicesCard } from './SignOutOtherDevicesCard';
import { FormStatus } from './styles';

export const IMPERSONATION_SETTINGS_NOTE =
  "While impersonating you cannot change this user's email address or password, or delete their account. You can send them a password reset email.";

export interface AccountSettingsPageProps {
  /** Whose settings: decides the e-mail change endpoint. */
  role: SelfServiceRole;
  /** Replaces the page reload after an e-mail change (tests). */
  onReload?: () => void;
}

/** Account settings of a seeker or an employer (also for an admin acting as one). */
export function AccountSettingsPage({ role, onReload }: AccountSettingsPageProps) {
  useDocumentTitle('Account settings');
  const session = useSession();
  const profile = useProfile();
  // The profile names the acting user (the impersonated one while an admin impersonates).
  const email = profile.data?.email ?? session.actingUser?.email ?? null;

  return (
    <section>
      <PageTitle>Account Settings</PageTitle>
      <PageLead>
        Manage your profile picture, your sign-in email, your password, your signed-in devices and your account.
      </PageLead>
      <p>
        <Link to={NOTIFICATION_PATHS.preferences}>{NOTIFICATION_CENTER_MESSAGES.preferencesLink}</Link>
      </p>
      {email && session.impersonation ? (
        // The server refuses credential changes, ending sessions and deletion made while impersonating.
        <>
          <FormStatus role="note">{IMPERSONATION_SETTINGS_NOTE}</FormStatus>
          <Cards>
            {/* The picture is not a credential: an admin acting as this user may change it. */}
            <ProfilePictureUploader />
            <PasswordSecurityCard email={email} />
          </Cards>
        </>
      ) : email ? (
        <Cards>
          <ProfilePictureUploader />
          <ChangeEmailCard currentEmail={email} endpoint={`/api/${role}/account/email`} onReload={onReload} />
          <PasswordSecurityCard email={email} />
          <ChangePasswordCard />
          <SignOutOtherDevicesCard />
          <DeleteAccountCard email={email} role={role} />
        </Cards>
      ) : profile.isError ? (
        <ErrorState
          title={UPLOAD_FLOW_MESSAGES.profileLoadFailed}
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading your account…</VisuallyHidden>
          <Skeleton $height="12rem" />
        </div>
      )}
    </section>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  align-items: start;
`;
