import styled from 'styled-components';
import { Button } from '@marketplace/ui';

interface SaveBarProps {
  /** The form's own message above the bar (fix the highlighted fields), or null. */
  formError: string | null;
  dirty: boolean;
  saving: boolean;
}

/** The end of the profile form: its message, whether changes are unsaved, and Save profile. */
export function SaveBar({ formError, dirty, saving }: SaveBarProps) {
  return (
    <>
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Actions>
        {dirty ? <Unsaved role="status">You have unsaved changes.</Unsaved> : null}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save profile'}
        </Button>
      </Actions>
    </>
  );
}

const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: flex-end;
  align-items: center;
`;

const Unsaved = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
