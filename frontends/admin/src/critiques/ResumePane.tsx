import { useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import type { CritiqueWorkbench } from '@marketplace/contracts';
import { Button, ErrorState, Skeleton } from '@marketplace/ui';
import { ResumeFileView } from '@marketplace/uploads';
import { useCritiqueResume } from './api';

type ResumeView = 'file' | 'text';

/** The resume as its file (a PDF in place) or as the text the server extracted from it. */
function ResumeBody({ workbench, view }: { workbench: CritiqueWorkbench; view: ResumeView }) {
  const file = useCritiqueResume(workbench.item.requestId, view === 'file');
  if (view === 'text')
    return workbench.resumeText === null ? (
      <Muted>We could not read this resume&apos;s text. Open the file instead.</Muted>
    ) : (
      <ResumeText tabIndex={0} aria-label="Extracted resume text">
        {workbench.resumeText}
      </ResumeText>
    );
  if (file.data) return <ResumeFileView file={file.data} height="75vh" />;
  if (file.isError)
    return (
      <ErrorState
        title="We couldn't open the resume"
        message={`${errorMessage(file.error)} The extracted text is still there.`}
        onRetry={() => void file.refetch()}
        retrying={file.isFetching}
      />
    );
  return (
    <div aria-busy="true" aria-label="Loading the resume…">
      <Skeleton $height="60vh" />
    </div>
  );
}

/** The left side of the workbench: what the seeker asked for, and their resume. */
export function ResumePane({ workbench }: { workbench: CritiqueWorkbench }) {
  const headingId = useId();
  const hasFile = workbench.resume !== null;
  const [view, setView] = useState<ResumeView>(hasFile ? 'file' : 'text');
  return (
    <Pane aria-labelledby={headingId}>
      <h2 id={headingId}>The request</h2>
      <Facts>
        <dt>Target role</dt>
        <dd>{workbench.item.targetRole}</dd>
        <dt>Industry</dt>
        <dd>{workbench.item.targetIndustry}</dd>
        <dt>Seeker&apos;s notes</dt>
        <dd>{workbench.notes.trim() === '' ? <Muted as="span">No notes</Muted> : workbench.notes}</dd>
      </Facts>
      <Heading>
        <h3>Resume{workbench.resume ? `: ${workbench.resume.name}` : ''}</h3>
        {hasFile ? (
          <Toggle role="group" aria-label="Show the resume as">
            <Button $variant="secondary" aria-pressed={view === 'file'} onClick={() => setView('file')}>
              File
            </Button>
            <Button $variant="secondary" aria-pressed={view === 'text'} onClick={() => setView('text')}>
              Extracted text
            </Button>
          </Toggle>
        ) : null}
      </Heading>
      {hasFile ? null : <Muted>The resume file is no longer available; its extracted text is shown.</Muted>}
      <ResumeBody workbench={workbench} view={view} />
    </Pane>
  );
}

const Pane = styled.section`
  min-width: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Toggle = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ResumeText = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  max-height: 75vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
