export { JobCard, type JobCardProps } from './JobCard';
export { CompanyLogo } from './CompanyLogo';
export { JobDetailView, type JobDetailViewProps } from './LazyJobDetailView';
export { JOB_TYPE_LABELS, SALARY_TYPE_LABELS } from './labels';
export { SaveJobButton, ShareJobButton } from './actions';
export { savedJobsKey, useSavedJobs, useSaveJob } from './api';
export { JobStateBadge, applicationStatusTone, jobBadgeTone } from './application-badge';
export {
  ApplyActionProvider,
  ApplyNowButton,
  useApplyAction,
  type ApplyNowButtonProps,
  type ApplyTarget,
  type OpenApply,
} from './apply-action';
