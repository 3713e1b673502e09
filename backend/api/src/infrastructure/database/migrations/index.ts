import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121074500_initial } from './Migration20261121074500_initial';
import { Migration20261121090000_users } from './Migration20261121090000_users';
import { Migration20261121120000_job_search } from './Migration20261121120000_job_search';
import { Migration20261121130000_accounts_access } from './Migration20261121130000_accounts_access';
import { Migration20261121140000_job_posting } from './Migration20261121140000_job_posting';
import { Migration20261122090000_job_approval } from './Migration20261122090000_job_approval';
import { Migration20261124100000_impersonation_admin_session } from './Migration20261124100000_impersonation_admin_session';
import { Migration20261125080000_uploads } from './Migration20261125080000_uploads';
import { Migration20261125083000_company_profile } from './Migration20261125083000_company_profile';
import { Migration20261125100000_job_facets } from './Migration20261125100000_job_facets';
import { Migration20261125110000_job_search_generation } from './Migration20261125110000_job_search_generation';
import { Migration20261125090000_seeker_profiles } from './Migration20261125090000_seeker_profiles';
import { Migration20261125120000_applications } from './Migration20261125120000_applications';
import { Migration20261125130000_employer_applications } from './Migration20261125130000_employer_applications';
import { Migration20261125140000_interviews } from './Migration20261125140000_interviews';
import { Migration20261126090000_applicant_name_search } from './Migration20261126090000_applicant_name_search';
import { Migration20261126100000_talent } from './Migration20261126100000_talent';
import { Migration20261126110000_application_emails } from './Migration20261126110000_application_emails';
import { Migration20261126120000_job_alert_undo } from './Migration20261126120000_job_alert_undo';
import { Migration20261126140000_payment_methods } from './Migration20261126140000_payment_methods';
import { Migration20261126150000_subscriptions } from './Migration20261126150000_subscriptions';
import { Migration20261127100000_packages } from './Migration20261127100000_packages';
import { Migration20261127110000_renewals } from './Migration20261127110000_renewals';
import { Migration20261127120000_refunds } from './Migration20261127120000_refunds';
import { Migration20261127140000_email_blast } from './Migration20261127140000_email_blast';
import { Migration20261127150000_concierge } from './Migration20261127150000_concierge';
import { Migration20261127160000_payment_webhooks } from './Migration20261127160000_payment_webhooks';
import { Migration20261128090000_applicant_short_name_search } from './Migration20261128090000_applicant_short_name_search';
import { Migration20261128120000_owner_read_views } from './Migration20261128120000_owner_read_views';
import { Migration20261128130000_receipts_in_code } from './Migration20261128130000_receipts_in_code';
import { Migration20261128140400_interview_invitation_details } from './Migration20261128140400_interview_invitation_details';
import { Migration20261128100000_job_count_rows } from './Migration20261128100000_job_count_rows';
import { Migration20261128140600_chat } from './Migration20261128140600_chat';
import { Migration20261128180000_critiques } from './Migration20261128180000_critiques';
import { Migration20261128210000_notification_center } from './Migration20261128210000_notification_center';
import { Migration20261128220000_job_expiry_notices } from './Migration20261128220000_job_expiry_notices';
import { Migration20261128225000_drop_applicant_digests } from './Migration20261128225000_drop_applicant_digests';
import { Migration20261128230000_renewal_reminders } from './Migration20261128230000_renewal_reminders';
import { Migration20261129090000_queue_outbox } from './Migration20261129090000_queue_outbox';

/**
 * The checked-in migrations, oldest first. Listed explicitly so the compiled build and the tests
 * run exactly the same set; add each new migration here.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121074500_initial', class: Migration20261121074500_initial },
  { name: 'Migration20261121090000_users', class: Migration20261121090000_users },
  { name: 'Migration20261121120000_job_search', class: Migration20261121120000_job_search },
  { name: 'Migration20261121130000_accounts_access', class: Migration20261121130000_accounts_access },
  { name: 'Migration20261121140000_job_posting', class: Migration20261121140000_job_posting },
  { name: 'Migration20261122090000_job_approval', class: Migration20261122090000_job_approval },
  {
    name: 'Migration20261124100000_impersonation_admin_session',
    class: Migration20261124100000_impersonation_admin_session,
  },
  { name: 'Migration20261125080000_uploads', class: Migration20261125080000_uploads },
  { name: 'Migration20261125083000_company_profile', class: Migration20261125083000_company_profile },
  { name: 'Migration20261125090000_seeker_profiles', class: Migration20261125090000_seeker_profiles },
  { name: 'Migration20261125100000_job_facets', class: Migration20261125100000_job_facets },
  { name: 'Migration20261125110000_job_search_generation', class: Migration20261125110000_job_search_generation },
  { name: 'Migration20261125120000_applications', class: Migration20261125120000_applications },
  { name: 'Migration20261125130000_employer_applications', class: Migration20261125130000_employer_applications },
  { name: 'Migration20261125140000_interviews', class: Migration20261125140000_interviews },
  { name: 'Migration20261126090000_applicant_name_search', class: Migration20261126090000_applicant_name_search },
  { name: 'Migration20261126100000_talent', class: Migration20261126100000_talent },
  { name: 'Migration20261126110000_application_emails', class: Migration20261126110000_application_emails },
  { name: 'Migration20261126120000_job_alert_undo', class: Migration20261126120000_job_alert_undo },
  { name: 'Migration20261126140000_payment_methods', class: Migration20261126140000_payment_methods },
  { name: 'Migration20261126150000_subscriptions', class: Migration20261126150000_subscriptions },
  { name: 'Migration20261127100000_packages', class: Migration20261127100000_packages },
  { name: 'Migration20261127110000_renewals', class: Migration20261127110000_renewals },
  { name: 'Migration20261127120000_refunds', class: Migration20261127120000_refunds },
  { name: 'Migration20261127140000_email_blast', class: Migration20261127140000_email_blast },
  { name: 'Migration20261127150000_concierge', class: Migration20261127150000_concierge },
  { name: 'Migration20261127160000_payment_webhooks', class: Migration20261127160000_payment_webhooks },
  {
    name: 'Migration20261128090000_applicant_short_name_search',
    class: Migration20261128090000_applicant_short_name_search,
  },
  { name: 'Migration20261128100000_job_count_rows', class: Migration20261128100000_job_count_rows },
  { name: 'Migration20261128120000_owner_read_views', class: Migration20261128120000_owner_read_views },
  { name: 'Migration20261128130000_receipts_in_code', class: Migration20261128130000_receipts_in_code },
  {
    name: 'Migration20261128140400_interview_invitation_details',
    class: Migration20261128140400_interview_invitation_details,
  },
  { name: 'Migration20261128140600_chat', class: Migration20261128140600_chat },
  { name: 'Migration20261128180000_critiques', class: Migration20261128180000_critiques },
  { name: 'Migration20261128210000_notification_center', class: Migration20261128210000_notification_center },
  { name: 'Migration20261128220000_job_expiry_notices', class: Migration20261128220000_job_expiry_notices },
  { name: 'Migration20261128225000_drop_applicant_digests', class: Migration20261128225000_drop_applicant_digests },
  { name: 'Migration20261128230000_renewal_reminders', class: Migration20261128230000_renewal_reminders },
  { name: 'Migration20261129090000_queue_outbox', class: Migration20261129090000_queue_outbox },
];
