import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  APPLICATION_STATUS_LABELS,
  EMPLOYER_APPLICATION_LIMITS,
  TIMING_MS,
  type BulkStatus,
  type BulkStatusResponse,
  type BulkStatusUndoResponse,
  type EmployerApplicationListItem,
} from '@marketplace/contracts';
import { serverMessageOr } from '@marketplace/api-client';
import { Button, useToast } from '@marketplace/ui';
import { useBulkStatus, useUndoBulkStatus } from './api';
import { statusUpdateFailure } from './status';

/** What each bulk action's button says and how its result reads, in the statuses' own names. */
export const BULK_ACTIONS: Record<BulkStatus, { button: string; done: string }> = {
  reviewed: {
    button: `Mark as ${APPLICATION_STATUS_LABELS.reviewed}`,
    done: `marked ${APPLICATION_STATUS_LABELS.reviewed}`,
  },
  rejected: {
    button: `Mark as ${APPLICATION_STATUS_LABELS.rejected}`,
    done: `marked ${APPLICATION_STATUS_LABELS.rejected}`,
  },
};

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The banner after a bulk change: what changed, what was skipped and why, Undo while it may be undone, and what Undo did. */
export interface BulkResult {
  status: BulkStatus;
  response: BulkStatusResponse;
  /** Applicants' names by application id, as the rows read when the change was made. */
  names: Record<string, string>;
  undoable: boolean;
  /** The undo's answer once the change was undone: the banner then says so, where the employer clicked. */
  undone: BulkStatusUndoResponse | null;
}

/**
 * The bulk change of the applications lists and its undo. Undo is offered for the window the
 * server keeps the change undoable; a banner with nothing skipped goes with it, one naming skipped
 * applications stays until dismissed. After Undo the banner itself reports what was put back (the
 * employer's eyes are on it), and clears like any status message.
 */
export function useBulkChange(rows: readonly EmployerApplicationListItem[], onChanged: () => void) {
  const toast = useToast();
  const [result, setResult] = useState<BulkResult | null>(null);
  const bulk = useBulkStatus({
    onSuccess: (response, request) => {
      const names = Object.fromEntries(
        rows.filter((row) => request.applicationIds.includes(row.id)).map((row) => [row.id, row.applicant.name]),
      );
      setResult({ status: request.status, response, names, undoable: response.undoToken !== null, undone: null });
      onChanged();
    },
    onError: (error) => toast.show(statusUpdateFailure(error), { tone: 'error' }),
  });
  const undo = useUndoBulkStatus({
    onSuccess: (undone) => setResult((current) => (current ? { ...current, undoable: false, undone } : current)),
    onError: (error) => {
      setResult((current) => (current ? { ...current, undoable: false } : current));
      toast.show(serverMessageOr(error, 'Failed to undo the change'), { tone: 'error' });
    },
  });

  const undoWindowOpen = result?.undoable ?? false;
  useEffect(() => {
    if (!undoWindowOpen) return;
    const timer = setTimeout(() => {
      setResult((current) =>
        current && current.response.skipped.length === 0 ? null : current ? { ...current, undoable: false } : current,
      );
    }, EMPLOYER_APPLICATION_LIMITS.undoSeconds * 1000);
    return () => clearTimeout(timer);
  }, [undoWindowOpen]);

  const undone = result?.undone ?? null;
  useEffect(() => {
    if (!undone) return;
    const timer = setTimeout(() => setResult(null), TIMING_MS.statusMessageClear);
    return () => clearTimeout(timer);
  }, [undone]);

  return {
    result,
    busy: bulk.isPending,
    run(status: BulkStatus, applicationIds: string[]) {
      if (applicationIds.length === 0) return;
      setResult(null);
      bulk.mutate({ applicationIds, status });
    },
    undoing: undo.isPending,
    undo() {
      if (result?.response.undoToken) undo.mutate(result.response.undoToken);
    },
    dismiss: () => setResult(null),
  };
}

interface BulkBarProps {
  visible: number;
  selected: number;
  busy: boolean;
  onSelectAll: (all: boolean) => void;
  onAction: (status: BulkStatus) => void;
}

export function BulkBar({ visible, selected, busy, onSelectAll, onAction }: BulkBarProps) {
  const allBox = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < visible;
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some;
  }, [some]);
  return (
    <Bar role="group" aria-label="Bulk actions">
      <label>
        <input
          ref={allBox}
          type="checkbox"
          checked={selected > 0 && selected === visible}
          onChange={(event) => onSelectAll(event.target.checked)}
        />{' '}
        Select all visible
      </label>
      <span aria-live="polite">{selected > 0 ? `${selected} selected` : null}</span>
      {(Object.keys(BULK_ACTIONS) as BulkStatus[]).map((status) => (
        <Button key={status} $variant="secondary" disabled={selected === 0 || busy} onClick={() => onAction(status)}>
          {BULK_ACTIONS[status].button}
        </Button>
      ))}
    </Bar>
  );
}

interface BulkBannerProps {
  result: BulkResult;
  undoing: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}

export function BulkBanner({ result, undoing, onUndo, onDismiss }: BulkBannerProps) {
  const { response, status, names, undoable, undone } = result;
  const name = (id: string) => names[id] ?? 'An applicant';
  if (undone) {
    return (
      <Banner role="status" aria-label="Bulk change" $tone="success">
        <BannerTop>
          <strong>{undoneMessage(undone)}</strong>
          <DismissButton onDismiss={onDismiss} />
        </BannerTop>
        {undone.skipped.length ? (
          <p>{plural(undone.skipped.length, 'application')} changed meanwhile and stayed as they are.</p>
        ) : null}
      </Banner>
    );
  }
  return (
    <Banner role="status" aria-label="Bulk change" $tone="info">
      <BannerTop>
        <strong>
          {plural(response.changed.length, 'application')} {BULK_ACTIONS[status].done}.
        </strong>
        {undoable ? (
          <Button $variant="secondary" onClick={onUndo} disabled={undoing}>
            {undoing ? 'Undoing…' : 'Undo'}
          </Button>
        ) : null}
        <DismissButton onDismiss={onDismiss} />
      </BannerTop>
      {response.skipped.length ? (
        <>
          <p>{plural(response.skipped.length, 'application')} skipped:</p>
          <ul aria-label="Skipped applications">
            {response.skipped.map((skip) => (
              <li key={skip.id}>
                {name(skip.id)}: {skip.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Banner>
  );
}

/** What Undo put back: 'Undone: 2 applications are back to Application Pending.' */
export function undoneMessage({ restored }: BulkStatusUndoResponse): string {
  const statuses = new Set(restored.map((change) => change.to));
  const [only] = statuses;
  const to = statuses.size === 1 && only ? APPLICATION_STATUS_LABELS[only] : 'their earlier statuses';
  if (restored.length === 0) return 'Undone: no application needed putting back.';
  return `Undone: ${plural(restored.length, 'application')} ${restored.length === 1 ? 'is' : 'are'} back to ${to}.`;
}

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Button $variant="ghost" onClick={onDismiss} aria-label="Dismiss">
      <span aria-hidden="true">×</span>
    </Button>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  span:empty {
    display: none;
  }
`;

const Banner = styled.div<{ $tone: 'info' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) => theme.colors.badges[$tone].fg};
  background: ${({ theme, $tone }) => theme.colors.badges[$tone].bg};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const BannerTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  strong {
    margin-right: auto;
  }
`;
