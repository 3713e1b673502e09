-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- TalentRepository.resolveQuery
select
  cast(websearch_to_tsquery('english', $1) as text) as "query";

-- TalentRepository.search (next page, no filter)
select
  set_config('transaction_read_only', 'on', true) as "readOnly",
  set_config('statement_timeout', $1, true) as "statementTimeout",
  set_config('jit', 'off', true) as "jit";

select
  "p"."user_id" as "id",
  "p"."location",
  "p"."availability",
  "p"."experience_level",
  "p"."skills" as "skills",
  "p"."updated_at",
  "u"."name",
  "u"."headline",
  "u"."profile_picture_url"
from
  "seeker_profile_cards" as "p"
  inner join "user_cards" as "u" on "u"."id" = "p"."user_id"
where
  "p"."visible_to_employers"
  and ("p"."updated_at", "p"."user_id") < (cast($1 as timestamptz), cast($2 as uuid))
  and "u"."deleted_at" is null
order by
  "p"."updated_at" desc,
  "p"."user_id" desc
limit
  $3;

-- TalentRepository.search (first page)
select
  set_config('transaction_read_only', 'on', true) as "readOnly",
  set_config('statement_timeout', $1, true) as "statementTimeout",
  set_config('jit', 'off', true) as "jit";

select
  "p"."user_id" as "id",
  "p"."location",
  "p"."availability",
  "p"."experience_level",
  "p"."skills" as "skills",
  "p"."updated_at",
  "u"."name",
  "u"."headline",
  "u"."profile_picture_url"
from
  "seeker_profile_cards" as "p"
  inner join "user_cards" as "u" on "u"."id" = "p"."user_id"
where
  "p"."visible_to_employers"
  and "p"."search_document" @@ $1
  and "p"."search_skills" @> $2
  and "p"."availability" in ($3, $4)
  and "p"."experience_level" = $5
  and "u"."deleted_at" is null
order by
  "p"."updated_at" desc,
  "p"."user_id" desc
limit
  $6;

-- TalentRepository.count
select
  set_config('transaction_read_only', 'on', true) as "readOnly",
  set_config('statement_timeout', $1, true) as "statementTimeout",
  set_config('jit', 'off', true) as "jit";

select
  1 as "one"
from
  "seeker_profile_cards" as "p"
where
  "p"."visible_to_employers"
  and "p"."search_document" @@ $1
  and "p"."search_skills" @> $2
  and "p"."availability" in ($3, $4)
  and "p"."experience_level" = $5
limit
  $6;

select
  cast(count(*) as integer) as "total"
from
  (
    select
      1 as "one"
    from
      "seeker_profile_cards" as "p"
    where
      "p"."visible_to_employers"
      and "p"."search_document" @@ $1
      and "p"."search_skills" @> $2
      and "p"."availability" in ($3, $4)
      and "p"."experience_level" = $5
    limit
      $6
  ) as "m";

-- TalentRepository.insertInvitation
insert into
  "job_invitations" (
    "id",
    "company_id",
    "job_id",
    "seeker_id",
    "note",
    "created_by_id",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7);

-- TalentRepository.invitationsOfCompanyForSeeker
select
  "id",
  "company_id" as "companyId",
  "job_id" as "jobId",
  "seeker_id" as "seekerId",
  "note",
  "created_by_id" as "createdById",
  "created_at"
from
  "job_invitations"
where
  "company_id" = $1
  and "seeker_id" = $2
order by
  "created_at" desc,
  "id" desc;

-- TalentRepository.invitationsOfSeeker
select
  "id",
  "company_id" as "companyId",
  "job_id" as "jobId",
  "seeker_id" as "seekerId",
  "note",
  "created_by_id" as "createdById",
  "created_at"
from
  "job_invitations"
where
  "seeker_id" = $1
order by
  "created_at" desc,
  "id" desc
limit
  $2;
