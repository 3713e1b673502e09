import { useState } from 'react';
import styled from 'styled-components';
import { CRITIQUE_MESSAGES } from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { Button } from '@marketplace/ui';
import { openCritiqueReport } from '../api';
import { CRITIQUE_TEXTS as T } from '../texts';

/**
 * 'Download Report (PDF)': asks for a fresh signed link at each press and opens it. While the
 * report is still being made it says so (the report may be done by the time the seeker presses);
 * a refusal (409 until it is made) shows the server's text.
 */
export function DownloadReport({ requestId, reportReady }: { requestId: string; reportReady: boolean }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      await openCritiqueReport(requestId);
    } catch (error) {
      setProblem(serverMessageOr(error, CRITIQUE_MESSAGES.reportNotReady));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Row>
      <Button $variant="secondary" onClick={() => void download()} disabled={busy}>
        {CRITIQUE_MESSAGES.downloadReport}
      </Button>
      {!reportReady ? <Note role="status">{T.reportPreparing}</Note> : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
