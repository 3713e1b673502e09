-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- EmployerJobsRepository.findOwn
select
  "id",
  "company_id",
  "created_at",
  "title",
  "description",
  "requirements",
  "salary_min",
  "salary_max",
  "salary_type",
  "location",
  "job_type",
  "experience_level",
  "category",
  "skills",
  "benefits",
  "application_deadline",
  "website",
  "linkedin_profile",
  "contact_phone",
  "is_company_private",
  "is_flexible",
  "status",
  "posted_at",
  "expires_at",
  "approved_at",
  "submitted_at",
  "rejection_reason",
  "updated_at"
from
  "jobs"
where
  "id" = $1
  and "company_id" = $2;

-- EmployerJobsRepository.listOfCompany
select
  "id",
  "company_id",
  "created_at",
  "title",
  "description",
  "requirements",
  "salary_min",
  "salary_max",
  "salary_type",
  "location",
  "job_type",
  "experience_level",
  "category",
  "skills",
  "benefits",
  "application_deadline",
  "website",
  "linkedin_profile",
  "contact_phone",
  "is_company_private",
  "is_flexible",
  "status",
  "posted_at",
  "expires_at",
  "approved_at",
  "submitted_at",
  "rejection_reason",
  "updated_at"
from
  "jobs"
where
  "company_id" = $1
order by
  "created_at" desc,
  "id" desc;

-- EmployerJobsRepository.insert
insert into
  "jobs" (
    "id",
    "created_at",
    "title",
    "description",
    "requirements",
    "salary_min",
    "salary_max",
    "salary_type",
    "location",
    "job_type",
    "experience_level",
    "category",
    "skills",
    "benefits",
    "application_deadline",
    "website",
    "linkedin_profile",
    "contact_phone",
    "is_company_private",
    "is_flexible",
    "status",
    "posted_at",
    "expires_at",
    "approved_at",
    "submitted_at",
    "rejection_reason",
    "updated_at",
    "is_remote",
    "facet",
    "pay",
    "company_id",
    "is_featured"
  )
values
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    $12,
    $13,
    $14,
    $15,
    $16,
    $17,
    $18,
    $19,
    $20,
    $21,
    $22,
    $23,
    $24,
    $25,
    $26,
    $27,
    default,
    default,
    default,
    $28,
    $29
  )
returning
  "id",
  "company_id",
  "created_at",
  "title",
  "description",
  "requirements",
  "salary_min",
  "salary_max",
  "salary_type",
  "location",
  "job_type",
  "experience_level",
  "category",
  "skills",
  "benefits",
  "application_deadline",
  "website",
  "linkedin_profile",
  "contact_phone",
  "is_company_private",
  "is_flexible",
  "status",
  "posted_at",
  "expires_at",
  "approved_at",
  "submitted_at",
  "rejection_reason",
  "updated_at";

-- EmployerJobsRepository.update
update "jobs"
set
  "status" = $1,
  "updated_at" = $2
where
  "id" = $3
  and "status" = $4;
