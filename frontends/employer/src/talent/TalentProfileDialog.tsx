import { Dialog } from '@marketplace/ui';
import { TalentProfileBody } from './talent-profile/TalentProfileBody';

export { talentChatHref } from './talent-profile/TalentProfileBody';

/** The dialog's title. */
export const TALENT_DIALOG_TITLE = 'Professional Profile';

export interface TalentProfileDialogProps {
  talentId: string;
  onClose: () => void;
}

/** The Professional Profile dialog of a seeker (employer). */
export function TalentProfileDialog({ talentId, onClose }: TalentProfileDialogProps) {
  return (
    <Dialog open onClose={onClose} title={TALENT_DIALOG_TITLE}>
      <TalentProfileBody talentId={talentId} />
    </Dialog>
  );
}
