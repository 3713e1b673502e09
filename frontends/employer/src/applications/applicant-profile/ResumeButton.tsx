import { useId } from 'react';
import { EMPLOYER_APPLICATION_MESSAGES } from '@marketplace/contracts';
import { Button, VisuallyHidden } from '@marketplace/ui';

/** View Resume; disabled, and described by why, when the application carries no resume. */
export function ResumeButton({ hasResume, onClick }: { hasResume: boolean; onClick: () => void }) {
  const hintId = useId();
  return (
    <>
      <Button
        $variant="secondary"
        onClick={onClick}
        disabled={!hasResume}
        aria-describedby={hasResume ? undefined : hintId}
      >
        View Resume
      </Button>
      {hasResume ? null : <VisuallyHidden id={hintId}>{EMPLOYER_APPLICATION_MESSAGES.resumeMissing}</VisuallyHidden>}
    </>
  );
}
