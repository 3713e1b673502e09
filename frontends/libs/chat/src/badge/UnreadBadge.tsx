import styled from 'styled-components';
import { chatBadgeLabel } from '@marketplace/contracts';
import { VisuallyHidden } from '@marketplace/ui';

/** How many messages wait unread, for screen readers (the badge itself may say '99+'). */
export function unreadLabel(count: number): string {
  const label = chatBadgeLabel(count);
  return `${label} unread ${count === 1 ? 'message' : 'messages'}`;
}

/** An unread count as a small pill, capped at '99+'; nothing for none. */
export function UnreadBadge({ count }: { count: number }) {
  const label = chatBadgeLabel(count);
  if (!label) return null;
  return (
    <>
      <Pill aria-hidden="true" data-testid="chat-unread-badge">
        {label}
      </Pill>
      <VisuallyHidden>{` (${unreadLabel(count)})`}</VisuallyHidden>
    </>
  );
}

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.25rem;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.4;
`;
