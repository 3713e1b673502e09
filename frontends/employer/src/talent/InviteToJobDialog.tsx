import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useForm } from 'react-hook-form';
import {
  TALENT_LIMITS,
  TALENT_MESSAGES,
  validateInviteToJob,
  type InviteToJobRequest,
  type TalentProfile,
} from '@marketplace/contracts';
import { isApiError, serverMessageOr } from '@marketplace/api-client';
import { Button, Dialog, Spinner, useToast } from '@marketplace/ui';
import { Field, Select, TextArea } from '@marketplace/ui/fields';
import { contractResolver, fieldMessages, showServerErrors } from '@marketplace/ui/forms';
import { useInviteToJob, useLiveCompanyJobs } from './api';

/** The form's fields as typed. */
interface InviteValues {
  jobId: string;
  note: string;
}

/** The request of the form: a blank note is none. */
function inviteBody(values: InviteValues): InviteToJobRequest {
  return { jobId: values.jobId, note: values.note.trim() === '' ? null : values.note };
}

export interface InviteToJobDialogProps {
  talent: Pick<TalentProfile, 'id' | 'name' | 'invitations' | 'applicationHistory'>;
  onClose: () => void;
}

/**
 * Invite to Job: one of the company's live jobs and an optional note; the seeker gets an e-mail
 * and finds the invitation in their applications. Jobs the candidate was invited to or applied to
 * are not offered again. The same rules as the server (validateInviteToJob) run before sending.
 */
export function InviteToJobDialog({ talent, onClose }: InviteToJobDialogProps) {
  const toast = useToast();
  const jobs = useLiveCompanyJobs();
  const form = useForm<InviteValues>({
    defaultValues: { jobId: '', note: '' },
    resolver: contractResolver((values) => validateInviteToJob(inviteBody(values))),
    // The messages change when the form is sent again, not while typing.
    reValidateMode: 'onSubmit',
    // Focus stays on Send; each message shows at its field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const note = form.watch('note');
  const [failure, setFailure] = useState<string | null>(null);
  const taken = new Set([
    ...talent.invitations.map((invitation) => invitation.jobId),
    ...talent.applicationHistory.map((entry) => entry.jobId),
  ]);
  const offered = jobs.live.filter((job) => !taken.has(job.id));

  const invite = useInviteToJob(talent.id, {
    onSuccess: (invitation) => {
      toast.show(TALENT_MESSAGES.invited, { tone: 'success', description: `${talent.name} · ${invitation.jobTitle}` });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error)) showServerErrors(error.fieldErrors, form.setError);
      setFailure(serverMessageOr(error, TALENT_MESSAGES.inviteFailed));
    },
  });

  function submit(event: FormEvent) {
    setFailure(null);
    void form.handleSubmit((values) => invite.mutate(inviteBody(values)))(event);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Invite to Job"
      description={`Invite ${talent.name} to apply to one of your live jobs.`}
    >
      {jobs.isPending ? (
        <Spinner label="Loading your jobs…" />
      ) : offered.length === 0 ? (
        <Empty>
          <p>
            {jobs.live.length === 0
              ? TALENT_MESSAGES.noLiveJobs
              : `${talent.name} was invited to or applied to each of your live jobs.`}
          </p>
          {jobs.live.length === 0 ? <Link to="/employer/jobs/new">Post a job</Link> : null}
        </Empty>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Field label="Job" error={fieldMessages(errors.jobId)} required>
            {(props) => (
              <Select {...props} {...form.register('jobId')}>
                <option value="">Choose a job</option>
                {offered.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Note (optional)"
            error={fieldMessages(errors.note)}
            hint={`${note.length.toLocaleString('en-US')} / ${TALENT_LIMITS.invitationNoteMax.toLocaleString('en-US')} characters`}
          >
            {(props) => <TextArea {...props} {...form.register('note')} rows={4} />}
          </Field>
          {failure && !errors.jobId && !errors.note ? <Failure role="alert">{failure}</Failure> : null}
          <Actions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Failure = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;
