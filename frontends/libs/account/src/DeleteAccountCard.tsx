import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { serverMessageOr } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { AUTH_MESSAGES, type SelfServiceRole } from '@marketplace/contracts';
import { Button, Dialog, Field, Input, useToast } from '@marketplace/ui';
import { deleteAccount } from './api';
import { Actions, CardTitle, DangerButton, FormAlert, Muted, SettingsCard } from './styles';

export const DELETE_FAILED_MESSAGE = 'Failed to delete your account. Please try again.';

/** Typed confirmation matches the account's e-mail, ignoring case and surrounding spaces (as e-mails compare). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim() !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * What deleting does, said to the role it concerns: only employers have jobs, and the server closes
 * a company's open jobs only when its last employer leaves; a seeker has none to close.
 */
export function deleteAccountDescription(role: SelfServiceRole): string {
  return role === 'employer'
    ? "Your profile, sessions and files are removed. If you are your company's last employer, its open jobs are closed. This cannot be undone."
    : 'Your profile, sessions and files are removed. This cannot be undone.';
}

/** Delete account: a dialog where the user types their e-mail to confirm, then POST /api/account/delete. */
export function DeleteAccountCard({ email, role }: { email: string; role: SelfServiceRole }) {
  const headingId = useId();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = confirmsEmail(typed, email);

  function close() {
    if (deleting) return;
    setOpen(false);
    setTyped('');
    setError(null);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!matches || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount({ confirmEmail: typed.trim() });
    } catch (caught) {
      setDeleting(false);
      setError(serverMessageOr(caught, DELETE_FAILED_MESSAGE));
      return;
    }
    // The server has ended every session of the account.
    toast.show(AUTH_MESSAGES.accountDeleted, { tone: 'success' });
    session.setUser(null);
    navigate('/sign-in', { replace: true });
  }

  return (
    <SettingsCard as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>Delete Account</CardTitle>
      <Muted>Permanently remove your account and personal data. This cannot be undone.</Muted>
      <Actions>
        <DangerButton onClick={() => setOpen(true)}>Delete Account</DangerButton>
      </Actions>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description={deleteAccountDescription(role)}
        initialFocusRef={inputRef}
      >
        <form noValidate onSubmit={confirm}>
          <Field label="Type your email address to confirm" hint={`Your email address is ${email}.`}>
            {(props) => (
              <Input
                {...props}
                ref={inputRef}
                type="email"
                autoComplete="off"
                value={typed}
                readOnly={deleting}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          {error ? <FormAlert role="alert">{error}</FormAlert> : null}
          <Actions>
            <DangerButton type="submit" disabled={!matches || deleting}>
              {deleting ? 'Deleting...' : 'Delete My Account'}
            </DangerButton>
            <Button $variant="ghost" onClick={close} disabled={deleting}>
              Cancel
            </Button>
          </Actions>
        </form>
      </Dialog>
    </SettingsCard>
  );
}
