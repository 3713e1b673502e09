-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- UsersRepository.existingEmails
select
  lower("email") as "email"
from
  "users"
where
  lower("email") in ($1, $2);

-- UsersRepository.existingIds
select
  "id"
from
  "users"
where
  "id" in ($1, $2);

-- UsersRepository.insertMany
insert into
  "users" (
    "id",
    "email",
    "name",
    "role",
    "password_hash",
    "headline",
    "email_verified_at",
    "company_id",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, default, default);

-- UsersRepository.insert
insert into
  "users" (
    "id",
    "email",
    "name",
    "role",
    "password_hash",
    "company_id",
    "headline",
    "email_verified_at",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

-- UsersRepository.findById
select
  "u"."id",
  "u"."email",
  "u"."name",
  "u"."role",
  "u"."company_id" as "companyId",
  "c"."name" as "companyName",
  "u"."headline",
  "u"."profile_picture_url",
  "u"."email_verified_at",
  "u"."created_at",
  "u"."deleted_at"
from
  "users" as "u"
  left join "companies" as "c" on "c"."id" = "u"."company_id"
where
  "u"."id" = $1;

-- UsersRepository.findManyByIds
select
  "u"."id",
  "u"."email",
  "u"."name",
  "u"."role",
  "u"."company_id" as "companyId",
  "c"."name" as "companyName",
  "u"."headline",
  "u"."profile_picture_url",
  "u"."email_verified_at",
  "u"."created_at",
  "u"."deleted_at"
from
  "users" as "u"
  left join "companies" as "c" on "c"."id" = "u"."company_id"
where
  "u"."id" in ($1, $2);

-- UsersRepository.liveRecipientsOf
select
  "u"."id",
  "u"."email",
  "u"."name",
  "u"."role",
  "c"."time_zone"
from
  "users" as "u"
  left join "companies" as "c" on "c"."id" = "u"."company_id"
where
  "u"."id" in ($1, $2)
  and "u"."deleted_at" is null;

-- UsersRepository.findCredentialsByEmail
select
  "id",
  "role",
  "password_hash"
from
  "users"
where
  lower("email") = lower($1)
  and "deleted_at" is null;

-- UsersRepository.findPasswordHash
select
  "password_hash"
from
  "users"
where
  "id" = $1
  and "deleted_at" is null;

-- UsersRepository.findLiveIdByEmail
select
  "id",
  "email"
from
  "users"
where
  lower("email") = lower($1)
  and "deleted_at" is null;

-- UsersRepository.setInitialRole (without a company)
update "users"
set
  "role" = $1,
  "updated_at" = $2
where
  "id" = $3
  and "role" is null
  and "deleted_at" is null;

-- UsersRepository.setInitialRole (with a company)
update "users"
set
  "role" = $1,
  "company_id" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "role" is null
  and "deleted_at" is null;

-- UsersRepository.setPasswordHash
update "users"
set
  "password_hash" = $1,
  "updated_at" = $2
where
  "id" = $3;

-- UsersRepository.setEmail
update "users"
set
  "email" = $1,
  "email_verified_at" = $2,
  "updated_at" = $3
where
  "id" = $4;

-- UsersRepository.markEmailVerified
update "users"
set
  "email_verified_at" = coalesce("email_verified_at", $1),
  "updated_at" = $2
where
  "id" = $3
  and lower("email") = lower($4)
  and "deleted_at" is null;

-- UsersRepository.updateProfile
update "users"
set
  "name" = $1,
  "headline" = $2,
  "updated_at" = $3
where
  "id" = $4;

-- UsersRepository.anonymise
update "users"
set
  "email" = $1,
  "name" = $2,
  "headline" = $3,
  "profile_picture_url" = $4,
  "email_verified_at" = $5,
  "password_hash" = $6,
  "deleted_at" = $7,
  "updated_at" = $8
where
  "id" = $9;

-- UsersRepository.countLiveAdmins
select
  count(*) as "count"
from
  "users"
where
  "role" = $1
  and "deleted_at" is null;

-- UsersRepository.countLiveEmployersOf
select
  count(*) as "count"
from
  "users"
where
  "company_id" = $1
  and "role" = $2
  and "deleted_at" is null
  and "id" <> $3;

-- UsersRepository.companiesLeftByAllEmployers
select
  "company_id"
from
  "users"
where
  "company_id" in ($1, $2)
  and "role" = $3
group by
  "company_id"
having
  bool_and("deleted_at" is not null);

-- UsersRepository.deletedAmong
select
  "id"
from
  "users"
where
  "id" in ($1, $2)
  and "deleted_at" is not null;

-- UsersRepository.search (everyone)
select
  count(*) as "count"
from
  "users" as "u"
  left join "companies" as "c" on "c"."id" = "u"."company_id"
where
  "u"."deleted_at" is null;

select
  "u"."id",
  "u"."email",
  "u"."name",
  "u"."role",
  "u"."company_id" as "companyId",
  "c"."name" as "companyName",
  "u"."headline",
  "u"."profile_picture_url",
  "u"."email_verified_at",
  "u"."created_at",
  "u"."deleted_at"
from
  "users" as "u"
  left join "companies" as "c" on "c"."id" = "u"."company_id"
where
  "u"."deleted_at" is null
order by
  "u"."created_at" desc,
  "u"."id" desc
limit
  $1
offset
  $2;

-- UsersRepository.search (a query)
select
  count(*) as "count"
from
  "users" as "u"
  left join "companies" as "c" on "c"."id" = "u"."company_id"
where
  "u"."deleted_at" is null
  and (
    "u"."name" ilike $1
    or "u"."email" ilike $2
    or "c"."name" ilike $3
  );

select
  "u"."id",
  "u"."email",
  "u"."name",
  "u"."role",
  "u"."company_id" as "companyId",
  "c"."name" as "companyName",
  "u"."headline",
  "u"."profile_picture_url",
  "u"."email_verified_at",
  "u"."created_at",
  "u"."deleted_at"
from
  "users" as "u"
  left join "companies" as "c" on "c"."id" = "u"."company_id"
where
  "u"."deleted_at" is null
  and (
    "u"."name" ilike $1
    or "u"."email" ilike $2
    or "c"."name" ilike $3
  )
order by
  "u"."created_at" desc,
  "u"."id" desc
limit
  $4
offset
  $5;
