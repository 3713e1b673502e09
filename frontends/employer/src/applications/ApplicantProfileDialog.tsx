import { Dialog } from '@marketplace/ui';
import { ApplicantProfileBody } from './applicant-profile/ApplicantProfileBody';

export { chatComposeHref, membershipPlanLabel } from './applicant-profile/labels';
export { REVIEW_FIRST_TITLE } from './applicant-profile/ReviewFirstPrompt';

/** The dialog's title; the applicant's name is the header's heading. */
export const APPLICANT_DIALOG_TITLE = 'Applicant Profile';

export interface ApplicantProfileDialogProps {
  /** The application shown; null keeps the dialog closed. */
  applicationId: string | null;
  onClose: () => void;
}

/** The Applicant profile dialog for one application (employer). */
export function ApplicantProfileDialog({ applicationId, onClose }: ApplicantProfileDialogProps) {
  return (
    <Dialog open={applicationId !== null} onClose={onClose} title={APPLICANT_DIALOG_TITLE}>
      {applicationId ? <ApplicantProfileBody applicationId={applicationId} /> : null}
    </Dialog>
  );
}
