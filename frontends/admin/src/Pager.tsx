import styled from 'styled-components';
import { Button } from '@marketplace/ui';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What is paged, for the landmark's name: "Users pages". */
  label: string;
  busy?: boolean;
}

/** Previous / Next with "Page N of M", for the admin tables. */
export function Pager({ page, pageSize, total, onPage, label, busy = false }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button $variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button $variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
        Next
      </Button>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
`;
