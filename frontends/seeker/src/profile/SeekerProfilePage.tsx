import type { FormEvent } from 'react';
import styled from 'styled-components';
import { SEEKER_PROFILE_MESSAGES, type SeekerProfile } from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { useProfile } from '@marketplace/auth';
import { ProfilePictureUploader } from '@marketplace/uploads';
import { ErrorState, PageLead, PageTitle, Skeleton, useDocumentTitle, useToast } from '@marketplace/ui';
import { AboutMeSection } from './AboutMeSection';
import { useSaveSeekerProfile, useSeekerProfile } from './api';
import { BasicsSection } from './BasicsSection';
import { CompletenessMeter } from './CompletenessMeter';
import { EducationSection } from './EducationSection';
import { PortfolioSection } from './PortfolioSection';
import { formCompleteness } from './profile-form';
import { ResumesSection } from './ResumesSection';
import { SalarySection } from './SalarySection';
import { SaveBar } from './SaveBar';
import { SkillsSection } from './SkillsSection';
import { useProfileForm } from './useProfileForm';
import { VisibilitySection } from './VisibilitySection';
import { WorkExperienceSection } from './WorkExperienceSection';

/** /seeker/profile: the seeker's professional profile, what employers see when they apply and in talent search. */
export function SeekerProfilePage() {
  useDocumentTitle('Professional profile');
  const profile = useSeekerProfile();

  return (
    <section aria-labelledby="seeker-profile-title">
      <PageTitle id="seeker-profile-title">Professional profile</PageTitle>
      <PageLead>Employers see this profile with your applications. A complete profile helps them say yes.</PageLead>
      {profile.isPending ? (
        <div aria-busy="true" aria-label="Loading your profile">
          <Skeleton $height="96px" />
          <Gap />
          <Skeleton $height="420px" />
        </div>
      ) : profile.isError ? (
        <ErrorState
          title={SEEKER_PROFILE_MESSAGES.loadFailed}
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        // The form starts from the first load only: refetches after resume changes must not undo typing.
        <ProfileEditor key={profile.data.userId} saved={profile.data} />
      )}
    </section>
  );
}

/** The editor in page order: the meter and picture, the form's sections and save bar, then the resumes. */
function ProfileEditor({ saved }: { saved: SeekerProfile }) {
  const toast = useToast();
  const userProfile = useProfile();
  const form = useProfileForm(saved);

  // The uploader updates the user profile on its own; the meter follows it once it is loaded.
  const pictureUrl = userProfile.data ? userProfile.data.profilePictureUrl : saved.profilePictureUrl;
  const completeness = formCompleteness(form.values, { profilePictureUrl: pictureUrl, resumes: saved.resumes });

  const save = useSaveSeekerProfile({
    onSuccess: (_profile, body) => {
      form.savedAs(body);
      toast.show(SEEKER_PROFILE_MESSAGES.saved, { tone: 'success' });
    },
    onError: (error) => {
      form.refused(isApiError(error) ? error.fieldErrors : {});
      toast.show(SEEKER_PROFILE_MESSAGES.saveFailed, { tone: 'error', description: errorMessage(error) });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = form.submit();
    if (body) save.mutate(body);
  }

  return (
    <Stack>
      <CompletenessMeter completeness={completeness} />
      <ProfilePictureUploader />

      <form noValidate onSubmit={onSubmit} aria-labelledby="seeker-profile-title">
        <Stack>
          <BasicsSection form={form} />
          <AboutMeSection form={form} />
          <SalarySection form={form} />
          <VisibilitySection form={form} />
          <SkillsSection form={form} />
          <PortfolioSection form={form} />
          <WorkExperienceSection form={form} initialValue={saved.workExperience} />
          <EducationSection form={form} />
          <SaveBar formError={form.formError} dirty={form.dirty} saving={save.isPending} />
        </Stack>
      </form>

      <ResumesSection resumes={saved.resumes} resumeLimit={saved.resumeLimit} membershipPlan={saved.membershipPlan} />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Gap = styled.div`
  height: ${({ theme }) => theme.space.lg};
`;
