import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

export interface ErrorStateProps {
  title: string;
  message?: ReactNode;
  /** Shows a 'Retry' button that calls this. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The retry button's text, 'Retry' by default (some screens say 'Try Again'). */
  retryLabel?: string;
}

/** A failure message with an optional Retry button; announced to screen readers when it appears. */
export function ErrorState({ title, message, onRetry, retrying = false, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Box role="alert" $error>
      <BoxTitle>{title}</BoxTitle>
      {message ? <BoxText>{message}</BoxText> : null}
      {onRetry ? (
        <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : retryLabel}
        </Button>
      ) : null}
    </Box>
  );
}

export function EmptyState({ title, message, children }: { title: string; message?: ReactNode; children?: ReactNode }) {
  return (
    <Box>
      <BoxTitle>{title}</BoxTitle>
      {message ? <BoxText>{message}</BoxText> : null}
      {children}
    </Box>
  );
}

const Box = styled.div<{ $error?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme, $error }) => ($error ? theme.colors.dangerSurface : theme.colors.surface)};
`;

const BoxTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const BoxText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
