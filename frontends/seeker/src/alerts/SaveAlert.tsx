import { useState } from 'react';
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { Button, useToast } from '@marketplace/ui';
import { useCreateJobAlert } from './api';

/** "Save this search as an alert" on the search page, for signed-in seekers. */
export function SaveAlert({ query }: { query: string }) {
  const session = useSession();
  const toast = useToast();
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const save = useCreateJobAlert({
    onSuccess: (alert) =>
      toast.show(`Alert saved: ${alert.label}`, {
        tone: 'success',
        description: `We'll e-mail new matches ${alert.frequency}.`,
      }),
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });
  if (session.actingUser?.role !== 'seeker') return null;
  return (
    <div
      role="group"
      aria-label="Job alert"
      style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 }}
    >
      <label htmlFor="alert-frequency">E-mail me new matches</label>
      <select
        id="alert-frequency"
        value={frequency}
        onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
      >
        {JOB_ALERT_FREQUENCIES.map((value) => (
          <option key={value} value={value}>
            {value === 'daily' ? 'Daily' : 'Weekly'}
          </option>
        ))}
      </select>
      <Button $variant="secondary" onClick={() => save.mutate({ query, frequency })} disabled={save.isPending}>
        Save this search as an alert
      </Button>
    </div>
  );
}
