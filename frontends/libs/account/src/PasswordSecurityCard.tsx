import { useId, useState } from 'react';
import styled from 'styled-components';
import { ACCOUNT_SCREEN_MESSAGES } from '@marketplace/contracts';
import { Button, useToast } from '@marketplace/ui';
import { requestPasswordReset } from './api';
import { Actions, CardTitle, Muted, SettingsCard } from './styles';

export const SECURITY_TIPS = [
  'Use a password you do not use on any other site.',
  'Mix upper and lower case letters, numbers and symbols; longer is stronger.',
  'Never share your password. Nestwork will never ask for it by e-mail or phone.',
  'Sign out when you use a shared or public computer.',
] as const;

/** The Password & Security card: a password reset e-mail button plus security tips. */
export function PasswordSecurityCard({ email }: { email: string }) {
  const headingId = useId();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  async function sendReset() {
    setSending(true);
    try {
      await requestPasswordReset({ email });
      toast.show(ACCOUNT_SCREEN_MESSAGES.resetSent, { tone: 'success' });
    } catch {
      toast.show(ACCOUNT_SCREEN_MESSAGES.resetFailed, { tone: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <SettingsCard as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>Password &amp; Security</CardTitle>
      <Muted>We will e-mail a link to {email} that lets you choose a new password.</Muted>
      <Actions>
        <Button $variant="secondary" onClick={() => void sendReset()} disabled={sending}>
          {sending ? 'Sending...' : 'Send Password Reset Email'}
        </Button>
      </Actions>
      <TipsTitle>Security tips</TipsTitle>
      <Tips>
        {SECURITY_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </Tips>
    </SettingsCard>
  );
}

const TipsTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Tips = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
