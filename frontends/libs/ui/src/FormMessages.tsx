import styled from 'styled-components';

export interface FormMessagesProps {
  /** The messages to show; nothing is rendered without one. */
  messages: readonly string[] | null | undefined;
  id?: string;
  className?: string;
}

/**
 * Messages one a line, so each is seen and read on its own: one as a paragraph, several as a list.
 * It keeps the colour around it (a form's alert); `FieldErrorText` is the same for a field's errors.
 */
export function FormMessages({ messages, id, className }: FormMessagesProps) {
  if (!messages?.length) return null;
  if (messages.length === 1)
    return (
      <p id={id} className={className}>
        {messages[0]}
      </p>
    );
  return (
    <List id={id} className={className}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </List>
  );
}

/** A field's or a group's error messages, one a line, in the danger colour (as `<Field>` shows them). */
export const FieldErrorText = styled(FormMessages)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
