import { Link } from 'react-router';
import styled from 'styled-components';
import { isReturnPath, NEXT_PARAM, SEEKER_PLANS_PATH } from '@marketplace/contracts';
import { Card } from '@marketplace/ui';

export const RETURN_TO_JOB_TEXTS = {
  note: 'Choose a plan to apply. Once you subscribe, you will come back to the job with the application form open.',
  back: 'Back to the job',
} as const;

/**
 * The job a seeker came from (the apply dialog's 'See plans' adds `?next=`): a page of this site
 * only (contracts' isReturnPath, the rule the server applies to every return path), never this page.
 */
export function jobReturnPath(search: URLSearchParams): string | null {
  const next = search.get(NEXT_PARAM);
  return isReturnPath(next) && !next.startsWith(SEEKER_PLANS_PATH) ? next : null;
}

/** Says where subscribing leads, with the way back to the job without subscribing. */
export function ReturnToJob({ to }: { to: string }) {
  return (
    <Note role="note">
      <p>{RETURN_TO_JOB_TEXTS.note}</p>
      <Link to={to}>{RETURN_TO_JOB_TEXTS.back}</Link>
    </Note>
  );
}

const Note = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
