import styled from 'styled-components';
import { CHAT_MESSAGES } from '@marketplace/contracts';
import { Card } from '@marketplace/ui';

/** The inbox's whole body while chat is under maintenance: nothing else shows. */
export function MaintenanceNotice() {
  return (
    <Card as="section" role="status" aria-labelledby="chat-maintenance-title">
      <Title id="chat-maintenance-title">{CHAT_MESSAGES.maintenanceTitle}</Title>
      <Text>{CHAT_MESSAGES.maintenanceNotice}</Text>
    </Card>
  );
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
