import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from '@marketplace/ui';
import type { UploadStatus } from './useFileUpload';

type LineProps =
  { status: UploadStatus; tone?: never; children?: never } | { status?: never; tone: BadgeTone; children: ReactNode };

/**
 * An uploader's status: working and done lines are polite status messages, an error is an alert,
 * a warning stays beside them. Renders nothing when idle.
 */
export function UploadStatusLine(props: LineProps) {
  if (props.status === undefined) {
    return (
      <Line $tone={props.tone} role={props.tone === 'danger' ? 'alert' : 'status'}>
        {props.children}
      </Line>
    );
  }
  const { phase, message, warning } = props.status;
  return (
    <>
      {/* Always present so screen readers announce each change of a live region that already exists. */}
      <div aria-live="polite">
        {message && phase !== 'error' ? (
          <Line $tone={phase === 'done' ? 'success' : 'info'} role="status">
            {message}
          </Line>
        ) : null}
      </div>
      {message && phase === 'error' ? (
        <Line $tone="danger" role="alert">
          {message}
        </Line>
      ) : null}
      {warning ? <Line $tone="warning">{warning}</Line> : null}
    </>
  );
}

const Line = styled.p<{ $tone: BadgeTone }>`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => theme.colors.badges[$tone].fg};
  background: ${({ theme, $tone }) => theme.colors.badges[$tone].bg};
  overflow-wrap: anywhere;
`;
