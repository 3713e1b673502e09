-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- PackagesRepository.grantPurchase
insert into
  "package_grants" (
    "id",
    "company_id",
    "purchased_by",
    "package_id",
    "charge_id",
    "postings",
    "featured",
    "listing_days",
    "expires_at",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

-- PackagesRepository.giveIfNone
insert into
  "package_grants" (
    "id",
    "company_id",
    "purchased_by",
    "package_id",
    "charge_id",
    "postings",
    "featured",
    "listing_days",
    "expires_at",
    "created_at"
  )
select
  cast($1 as uuid) as "id",
  cast($2 as uuid) as "company",
  cast(null as uuid) as "purchasedBy",
  cast($3 as varchar) as "packageId",
  cast(null as uuid) as "charge",
  cast($4 as integer) as "postings",
  cast($5 as integer) as "featured",
  cast($6 as integer) as "listingDays",
  cast($7 as timestamptz) as "expiresAt",
  cast($8 as timestamptz) as "createdAt"
where
  not exists (
    select
      "id"
    from
      "package_grants"
    where
      "company_id" = $9
  )
returning
  "id";

-- PackagesRepository.lapseGrantOfCharge
update "package_grants"
set
  "expires_at" = $1
where
  "charge_id" = $2
  and "expires_at" > $3
returning
  "id";

-- PackagesRepository.liveGrants
select
  "g"."id",
  "g"."company_id" as "companyId",
  "g"."package_id",
  "g"."postings",
  "g"."featured",
  "g"."listing_days",
  "g"."expires_at",
  "g"."created_at",
  (
    select
      cast(count(*) as integer) as "count"
    from
      "package_debits" as "d"
    where
      "d"."grant_id" = "g"."id"
  ) as "used",
  (
    select
      cast(count(*) as integer) as "count"
    from
      "package_debits" as "d"
    where
      "d"."grant_id" = "g"."id"
      and "d"."featured" = $1
  ) as "featuredUsed"
from
  "package_grants" as "g"
where
  "g"."company_id" = $2
  and "g"."expires_at" > $3
order by
  "g"."expires_at",
  "g"."created_at",
  "g"."id";

-- PackagesRepository.lockLiveGrants
select
  "id"
from
  "package_grants"
where
  "company_id" = $1
order by
  "id"
for update;

select
  "g"."id",
  "g"."company_id" as "companyId",
  "g"."package_id",
  "g"."postings",
  "g"."featured",
  "g"."listing_days",
  "g"."expires_at",
  "g"."created_at",
  (
    select
      cast(count(*) as integer) as "count"
    from
      "package_debits" as "d"
    where
      "d"."grant_id" = "g"."id"
  ) as "used",
  (
    select
      cast(count(*) as integer) as "count"
    from
      "package_debits" as "d"
    where
      "d"."grant_id" = "g"."id"
      and "d"."featured" = $1
  ) as "featuredUsed"
from
  "package_grants" as "g"
where
  "g"."company_id" = $2
  and "g"."expires_at" > $3
order by
  "g"."expires_at",
  "g"."created_at",
  "g"."id";

-- PackagesRepository.openDebitOf
select
  "d"."id",
  "d"."job_id" as "jobId",
  "d"."featured",
  "d"."extended_at",
  "g"."package_id",
  "g"."listing_days",
  "g"."expires_at"
from
  "package_debits" as "d"
  inner join "package_grants" as "g" on "g"."id" = "d"."grant_id"
where
  "d"."ended_at" is null
  and "d"."job_id" = $1;

-- PackagesRepository.grantOfOpenDebit
select
  "g"."id" as "grantId",
  "g"."package_id"
from
  "package_debits" as "d"
  inner join "package_grants" as "g" on "g"."id" = "d"."grant_id"
where
  "d"."job_id" = $1
  and "d"."ended_at" is null;

-- PackagesRepository.openDebitsOf
select
  "d"."id",
  "d"."job_id" as "jobId",
  "d"."featured",
  "d"."extended_at",
  "g"."package_id",
  "g"."listing_days",
  "g"."expires_at"
from
  "package_debits" as "d"
  inner join "package_grants" as "g" on "g"."id" = "d"."grant_id"
where
  "d"."ended_at" is null
  and "d"."job_id" = any ($1)
for update of
  "d";

-- PackagesRepository.insertDebit
insert into
  "package_debits" (
    "id",
    "grant_id",
    "job_id",
    "featured",
    "created_at",
    "extended_at",
    "ended_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7);

-- PackagesRepository.endDebitOfJob
update "package_debits"
set
  "ended_at" = $1
where
  "job_id" = $2
  and "ended_at" is null;

-- PackagesRepository.endDebits
update "package_debits"
set
  "ended_at" = $1
where
  "id" = any ($2)
  and "ended_at" is null;

-- PackagesRepository.markExtended
update "package_debits"
set
  "extended_at" = $1
where
  "id" = $2
  and "extended_at" is null;

-- PackagesRepository.blastOfJob
select
  "d"."id",
  "d"."job_id" as "jobId",
  "d"."blasted_at",
  "d"."ended_at",
  "g"."package_id"
from
  "package_debits" as "d"
  inner join "package_grants" as "g" on "g"."id" = "d"."grant_id"
where
  "d"."job_id" = $1
  and "d"."ended_at" is null;

-- PackagesRepository.blastOfDebit
select
  "d"."id",
  "d"."job_id" as "jobId",
  "d"."blasted_at",
  "d"."ended_at",
  "g"."package_id"
from
  "package_debits" as "d"
  inner join "package_grants" as "g" on "g"."id" = "d"."grant_id"
where
  "d"."id" = $1;

-- PackagesRepository.markBlasted
update "package_debits"
set
  "blasted_at" = $1
where
  "id" = $2
  and "blasted_at" is null
returning
  "id";
