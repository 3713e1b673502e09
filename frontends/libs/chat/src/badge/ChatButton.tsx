import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { CHAT_MESSAGES } from '@marketplace/contracts';
import { buttonStyles, type ButtonVariant } from '@marketplace/ui';
import { useChatMaintenance, useChatUnreadCount } from '../data/hooks';
import { isMessagesPage } from '../inbox/compose-params';
import type { ChatNavigationState } from '../inbox/source-page';
import { UnreadBadge } from './UnreadBadge';

export interface ChatButtonProps {
  /** The inbox link to open, usually chatComposeHref(...). */
  to: string;
  label?: string;
  $variant?: ButtonVariant;
}

/**
 * The Chat button of the applicant and talent dialogs: opens the compose flow
 * with the unread badge (capped at '99+', polled every 60 s and refreshed on live events); hidden
 * on a messages page; under maintenance shown disabled, and clicking it alerts the contract's text.
 */
export function ChatButton({ to, label = 'Chat', $variant = 'secondary' }: ChatButtonProps) {
  const { pathname, search } = useLocation();
  const maintenance = useChatMaintenance();
  const unread = useChatUnreadCount();
  if (isMessagesPage(pathname)) return null;
  const badge = <UnreadBadge count={unread.count} />;
  if (maintenance.enabled)
    return (
      <Disabled
        type="button"
        $variant={$variant}
        aria-disabled="true"
        title={CHAT_MESSAGES.maintenance}
        onClick={() => window.alert(CHAT_MESSAGES.maintenance)}
      >
        {label}
        {badge}
      </Disabled>
    );
  const state: ChatNavigationState = { chatFrom: `${pathname}${search}` };
  return (
    <Enabled to={to} state={state} $variant={$variant}>
      {label}
      {badge}
    </Enabled>
  );
}

const Enabled = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  gap: ${({ theme }) => theme.space.xs};
`;

// Focusable and clickable (a disabled button would swallow the click that explains why).
const Disabled = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  gap: ${({ theme }) => theme.space.xs};
  opacity: 0.55;
  cursor: not-allowed;
`;
