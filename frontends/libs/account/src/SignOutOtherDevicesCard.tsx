import { useId, useState } from 'react';
import { serverMessageOr } from '@marketplace/api-client';
import { ACCOUNT_SCREEN_MESSAGES } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { signOutOtherDevices } from './api';
import { Actions, CardTitle, FormAlert, FormStatus, Muted, SettingsCard } from './styles';

/** Signed-in devices: one button that ends every other session of the account; this one stays signed in. */
export function SignOutOtherDevicesCard() {
  const headingId = useId();
  const [state, setState] = useState<'idle' | 'sending'>('idle');
  const [result, setResult] = useState<{ tone: 'done' | 'failed'; text: string } | null>(null);

  async function signOutOthers() {
    setState('sending');
    setResult(null);
    try {
      const answer = await signOutOtherDevices();
      setResult({ tone: 'done', text: answer.message });
    } catch (error) {
      setResult({ tone: 'failed', text: serverMessageOr(error, ACCOUNT_SCREEN_MESSAGES.signOutOthersFailed) });
    } finally {
      setState('idle');
    }
  }

  return (
    <SettingsCard as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>Signed-in Devices</CardTitle>
      <Muted>
        Signed in on a computer you no longer use, or lost a phone? Sign out everywhere else; this device stays signed
        in.
      </Muted>
      {result?.tone === 'done' ? (
        <FormStatus role="status" $tone="success">
          {result.text}
        </FormStatus>
      ) : null}
      {result?.tone === 'failed' ? <FormAlert role="alert">{result.text}</FormAlert> : null}
      <Actions>
        <Button $variant="secondary" onClick={() => void signOutOthers()} disabled={state === 'sending'}>
          {state === 'sending' ? 'Signing out...' : 'Sign out of all other devices'}
        </Button>
      </Actions>
    </SettingsCard>
  );
}
