-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- JobsRepository.archiveOpenOfCompany
update "jobs"
set
  "status" = $1,
  "updated_at" = $2
where
  "company_id" = $3
  and "status" in ($4, $5, $6);

-- JobsRepository.companiesWithOpenJobs
select distinct
  "company_id"
from
  "jobs"
where
  "status" in ($1, $2, $3);

-- JobsRepository.expireDue
select
  "id"
from
  "jobs"
where
  "status" = $1
  and "expires_at" <= $2
order by
  "expires_at",
  "id"
limit
  $3
for update
  skip locked;

-- JobsRepository.lockDueForExpiry
select
  "id"
from
  "jobs"
where
  "status" = $1
  and "expires_at" <= $2
order by
  "expires_at",
  "id"
limit
  $3
for update
  skip locked;

-- JobsRepository.renewListing (kept)
update "jobs"
set
  "expires_at" = $1,
  "updated_at" = $2
where
  "id" = $3
  and "status" = $4;

-- JobsRepository.renewListing (bumped)
update "jobs"
set
  "expires_at" = $1,
  "posted_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "status" = $5;

-- JobsRepository.expire
update "jobs"
set
  "status" = $1,
  "is_featured" = $2,
  "updated_at" = $3
where
  "id" in ($4, $5)
  and "status" = $6
returning
  "id";

-- JobsRepository.expiringUnnoticed
select
  "id",
  "title",
  "company_id" as "companyId",
  "expires_at"
from
  "jobs"
where
  "status" = $1
  and "expires_at" > $2
  and "expires_at" <= $3
  and "expiry_notice_for" is distinct from "expires_at"
order by
  "expires_at",
  "id"
limit
  $4;

-- JobsRepository.liveEmployersOf
select
  "id",
  "company_id"
from
  "user_cards"
where
  "company_id" in ($1, $2)
  and "role" = $3
  and "deleted_at" is null
order by
  "id";

-- JobsRepository.markExpiryNoticed
update "jobs"
set
  "expiry_notice_for" = $1
where
  "id" = $2
  and "expires_at" = $3;
