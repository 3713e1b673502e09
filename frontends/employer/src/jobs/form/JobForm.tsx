import type { ReactNode } from 'react';
import { useSession } from '@marketplace/auth';
import { JobCard, JobDetailView } from '@marketplace/jobs';
import { Button, Card, Dialog, PageLead, PageTitle } from '@marketplace/ui';
import { formatDateTime } from '@marketplace/ui/dates';
import { previewJob, type JobFormState } from '../form-model';
import { useCompanyLogo } from '../api';
import { CreditsLine } from '../CreditsLine';
import type { LocalDraft } from '../local-draft';
import { BasicInformationSection } from './BasicInformationSection';
import { CompensationSection } from './CompensationSection';
import { JobDetailsSection } from './JobDetailsSection';
import { Actions, DraftOffer, FormError, OfferTitle, PreviewBlock } from './styles';
import { useJobForm, type JobFormController } from './useJobForm';

/** The job form: its three sections, then a preview of the job as seekers will see it before it is submitted. */
export function JobForm(props: { jobId?: string; initial: JobFormState }) {
  const job = useJobForm(props);
  // Asked for while the form is filled in, so the preview shows the logo at once.
  useCompanyLogo();
  const leaveDialog = <LeaveDialog job={job} />;
  if (job.step === 'preview') return <JobPreview job={job}>{leaveDialog}</JobPreview>;

  return (
    <section aria-labelledby="job-form-title">
      <PageTitle id="job-form-title">{job.jobId ? 'Edit job' : 'Post a job'}</PageTitle>
      <PageLead>Fields marked * are required to submit; a draft can be saved at any time.</PageLead>
      <CreditsLine />
      {job.offer ? (
        <DraftOfferCard offer={job.offer} onRestore={job.restoreDraft} onDiscard={job.discardDraft} />
      ) : null}
      <form ref={job.formRef} noValidate onSubmit={job.onContinue} aria-labelledby="job-form-title">
        <BasicInformationSection fields={job} />
        <JobDetailsSection fields={job} />
        <CompensationSection fields={job} />
        {job.formError ? <FormError role="alert">{job.formError}</FormError> : null}
        <Actions>
          <Button $variant="secondary" onClick={job.onSaveDraft} disabled={job.saving}>
            {job.saving ? 'Saving…' : 'Save Draft'}
          </Button>
          <Button type="submit">Continue</Button>
        </Actions>
      </form>
      {leaveDialog}
    </section>
  );
}

/** Changes this device kept from an earlier visit, offered back. */
function DraftOfferCard({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: LocalDraft;
  onRestore: (kept: LocalDraft) => void;
  onDiscard: () => void;
}) {
  return (
    <DraftOffer>
      <Card as="section" aria-labelledby="draft-offer-title">
        <OfferTitle id="draft-offer-title">Restore your unsaved changes?</OfferTitle>
        <p>Changes to this job from {formatDateTime(offer.savedAt)} were not saved. This device kept them.</p>
        <Actions>
          <Button $variant="secondary" onClick={onDiscard}>
            Discard
          </Button>
          <Button onClick={() => onRestore(offer)}>Restore draft</Button>
        </Actions>
      </Card>
    </DraftOffer>
  );
}

/** Asks before the user leaves with unsaved changes. */
function LeaveDialog({ job: { guard, keepsCopy } }: { job: JobFormController }) {
  return (
    <Dialog
      open={guard.asking}
      onClose={guard.stay}
      title="Leave without saving?"
      description={
        // While an earlier copy waits for an answer, this device does not keep the new changes.
        keepsCopy
          ? 'Your changes to this job are not saved. This device keeps a copy and offers it back when you open the form again.'
          : 'Your changes to this job are not saved and will be lost.'
      }
    >
      <Actions>
        <Button $variant="secondary" onClick={guard.leave}>
          Leave
        </Button>
        <Button onClick={guard.stay}>Keep editing</Button>
      </Actions>
    </Dialog>
  );
}

/** The job's card and page as seekers will see them, and the submission for review. */
function JobPreview({ job, children }: { job: JobFormController; children: ReactNode }) {
  const session = useSession();
  const logo = useCompanyLogo();
  const companyName = session.actingUser?.companyName ?? 'Your company';
  const preview = previewJob(job.form.getValues(), { name: companyName, logoUrl: logo.data ?? null }, job.jobId);
  return (
    <section aria-labelledby="preview-title">
      <PageTitle id="preview-title">Preview your job</PageTitle>
      <PageLead>This is how seekers will see your job. Submit it for review when it looks right.</PageLead>
      <CreditsLine />
      {job.formError ? <p role="alert">{job.formError}</p> : null}
      <PreviewBlock aria-label="Job card preview">
        <h2>Job card</h2>
        <JobCard job={preview} interactive={false} />
      </PreviewBlock>
      <PreviewBlock aria-label="Job page preview">
        <h2>Job page</h2>
        <JobDetailView job={preview} headingLevel={2} />
      </PreviewBlock>
      <Actions>
        <Button $variant="secondary" onClick={() => job.setStep('edit')}>
          Back to edit
        </Button>
        <Button onClick={job.submitForReview} disabled={job.saving}>
          {job.saving ? 'Submitting…' : 'Submit for review'}
        </Button>
      </Actions>
      {children}
    </section>
  );
}
