import styled from 'styled-components';

/** The words of the receipts, also their accessible names. */
export const RECEIPT_TEXTS = { sent: 'Sent', read: 'Read' } as const;

/** An own message's mark: one tick once it is sent, two once the other side has read it (`readAt`). */
export function ReadReceipt({ readAt }: { readAt: string | null }) {
  const read = readAt !== null;
  const label = read ? RECEIPT_TEXTS.read : RECEIPT_TEXTS.sent;
  return (
    <Mark role="img" aria-label={label} title={label} $read={read} data-receipt={read ? 'read' : 'sent'}>
      <svg viewBox="0 0 20 12" width="18" height="11" aria-hidden="true" focusable="false">
        <path d="M1 6.5l3.5 3.5L11 2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        {read ? <path d="M7.5 9.5l.5.5L15 2" fill="none" stroke="currentColor" strokeWidth="1.8" /> : null}
      </svg>
    </Mark>
  );
}

const Mark = styled.span<{ $read: boolean }>`
  display: inline-flex;
  color: ${({ theme, $read }) => ($read ? theme.colors.primary : theme.colors.textMuted)};
`;
