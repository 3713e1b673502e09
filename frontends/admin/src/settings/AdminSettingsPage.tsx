import { Link } from 'react-router';
import styled from 'styled-components';
import { ChangePasswordCard, PasswordSecurityCard, SignOutOtherDevicesCard } from '@marketplace/account';
import { useProfile } from '@marketplace/auth';
import { NOTIFICATION_CENTER_MESSAGES, NOTIFICATION_PATHS } from '@marketplace/contracts';
import { PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';
import { ProfilePictureUploader } from '@marketplace/uploads';

/**
 * `/admin/settings`: an admin's own picture, password and signed-in devices. Admins are created by an operator and
 * never change their e-mail or delete themselves here; the picture shows in chat and the header.
 */
export default function AdminSettingsPage() {
  useDocumentTitle('Account settings');
  const profile = useProfile();
  return (
    <section>
      <PageTitle>Account Settings</PageTitle>
      <PageLead>Manage your profile picture, your password and your signed-in devices.</PageLead>
      <p>
        <Link to={NOTIFICATION_PATHS.preferences}>{NOTIFICATION_CENTER_MESSAGES.preferencesLink}</Link>
      </p>
      <Cards>
        <ProfilePictureUploader />
        {profile.data ? <PasswordSecurityCard email={profile.data.email} /> : null}
        <ChangePasswordCard />
        <SignOutOtherDevicesCard />
      </Cards>
    </section>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  align-items: start;
`;
