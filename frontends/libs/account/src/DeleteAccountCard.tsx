import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { serverMessageOr } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { AUTH_MESSAGES, type SelfServiceRole } from '@marketplace/contracts';
import { Button, Dialog, useToast } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
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
  // No message for a mismatch: the button stays disabled until the address matches.
  const { register, handleSubmit, reset, watch } = useForm<{ confirmEmail: string }>({
    defaultValues: { confirmEmail: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = confirmsEmail(watch('confirmEmail'), email);
  const { ref: registerRef, ...confirmInput } = register('confirmEmail');

  function close() {
    if (deleting) return;
    setOpen(false);
    reset();
    setError(null);
  }

  async function confirm({ confirmEmail }: { confirmEmail: string }) {
    if (!confirmsEmail(confirmEmail, email) || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount({ confirmEmail: confirmEmail.trim() });
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
        <form noValidate onSubmit={handleSubmit(confirm)}>
          <Field label="Type your email address to confirm" hint={`Your email address is ${email}.`}>
            {(props) => (
              <Input
                {...props}
                type="email"
                autoComplete="off"
                readOnly={deleting}
                {...confirmInput}
                ref={(element: HTMLInputElement | null) => {
                  registerRef(element);
                  inputRef.current = element;
                }}
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
