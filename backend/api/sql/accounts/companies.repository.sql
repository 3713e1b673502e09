-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- CompaniesRepository.findBySlugs
select
  "id",
  "slug",
  "name",
  "website"
from
  "companies"
where
  "slug" in ($1, $2);

-- CompaniesRepository.insertMany
insert into
  "companies" (
    "id",
    "slug",
    "name",
    "website",
    "logo_url",
    "time_zone",
    "not_selected_emails",
    "created_at",
    "updated_at"
  )
values
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    default,
    default,
    default,
    default
  );

-- CompaniesRepository.findProfile
select
  "id",
  "name",
  "logo_url",
  "logo_file_url",
  "website",
  "linkedin_url",
  "about",
  "size",
  "not_selected_emails"
from
  "companies"
where
  "id" = $1;

-- CompaniesRepository.updateProfile
update "companies"
set
  "name" = $1,
  "logo_url" = $2,
  "logo_file_url" = $3,
  "website" = $4,
  "linkedin_url" = $5,
  "about" = $6,
  "size" = $7,
  "not_selected_emails" = $8,
  "updated_at" = $9
where
  "id" = $10;

-- CompaniesRepository.insert
insert into
  "companies" (
    "id",
    "slug",
    "name",
    "time_zone",
    "not_selected_emails",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, default, default, $4, $5);
