-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ApplicationsRepository.setInterviewStage
update "applications"
set
  "interview_stage" = $1,
  "updated_at" = $2
where
  "id" = $3;

-- ApplicationsRepository.findById
select
  "id",
  "job_id" as "jobId",
  "seeker_id" as "seekerId",
  "resume_id" as "resumeId",
  "cover_letter",
  "status",
  "interview_stage",
  "applied_at",
  "updated_at",
  "withdrawn_at"
from
  "applications"
where
  "id" = $1;

-- ApplicationsRepository.findOfSeekerForJob
select
  "id",
  "job_id" as "jobId",
  "seeker_id" as "seekerId",
  "resume_id" as "resumeId",
  "cover_letter",
  "status",
  "interview_stage",
  "applied_at",
  "updated_at",
  "withdrawn_at"
from
  "applications"
where
  "job_id" = $1
  and "seeker_id" = $2;

-- ApplicationsRepository.listOfSeeker
select
  "id",
  "job_id" as "jobId",
  "seeker_id" as "seekerId",
  "resume_id" as "resumeId",
  "cover_letter",
  "status",
  "interview_stage",
  "applied_at",
  "updated_at",
  "withdrawn_at"
from
  "applications"
where
  "seeker_id" = $1
order by
  "applied_at" desc,
  "id" desc
limit
  $2;

-- ApplicationsRepository.listOfSeekerForJobs
select
  "id",
  "job_id" as "jobId",
  "seeker_id" as "seekerId",
  "resume_id" as "resumeId",
  "cover_letter",
  "status",
  "interview_stage",
  "applied_at",
  "updated_at",
  "withdrawn_at"
from
  "applications"
where
  "seeker_id" = $1
  and "job_id" in ($2)
order by
  "applied_at" desc,
  "id" desc;

-- ApplicationsRepository.statusesOfSeeker
select
  "job_id" as "jobId",
  "status",
  "withdrawn_at" is not null as "withdrawn"
from
  "applications"
where
  "seeker_id" = $1;

-- ApplicationsRepository.statusesOfSeekerForJobs
select
  "job_id" as "jobId",
  "status",
  "withdrawn_at" is not null as "withdrawn"
from
  "applications"
where
  "job_id" = any (cast($1 as uuid[]))
  and "seeker_id" = $2;

-- ApplicationsRepository.insert
insert into
  "applications" (
    "id",
    "job_id",
    "seeker_id",
    "resume_id",
    "cover_letter",
    "status",
    "interview_stage",
    "applied_at",
    "updated_at",
    "withdrawn_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

-- ApplicationsRepository.withdraw
select
  "seeker_id" as "seekerId",
  "status",
  "withdrawn_at"
from
  "applications"
where
  "id" = $1
for update;

-- ApplicationsRepository.closeAllOfSeeker
with
  "withdrawn" as (
    update "applications"
    set
      "withdrawn_at" = $1,
      "updated_at" = $2
    where
      "seeker_id" = $3
      and "withdrawn_at" is null
      and "status" in ($4, $5)
    returning
      "id",
      "status"
  )
insert into
  "application_status_history" (
    "id",
    "application_id",
    "actor_id",
    "from_status",
    "to_status",
    "at"
  )
select
  gen_random_uuid() as "newId",
  "id",
  $6 as "actor",
  "status",
  $7 as "toStatus",
  $8 as "at"
from
  "withdrawn"
returning
  "application_id";

update "applications"
set
  "cover_letter" = $1
where
  "seeker_id" = $2
  and "cover_letter" is not null;

-- ApplicationsRepository.employerList (a name of three letters or more)
select
  "a"."id",
  "a"."job_id" as "jobId",
  "a"."seeker_id" as "seekerId",
  "a"."resume_id" as "resumeId",
  "a"."cover_letter" is not null as "hasCoverLetter",
  "a"."status",
  "a"."interview_stage",
  "a"."applied_at",
  "u"."name",
  "u"."headline",
  "u"."profile_picture_url"
from
  "applications" as "a"
  inner join "user_cards" as "u" on "u"."id" = "a"."seeker_id"
where
  (
    "a"."job_id" = any (cast($1 as uuid[]))
    and "a"."withdrawn_at" is null
    and "u"."name" ilike $2
  )
order by
  "a"."applied_at" asc,
  "a"."id" asc
limit
  $3;

-- ApplicationsRepository.employerList (per job, filtered, after a position)
select
  "p".*
from
  unnest(cast($1 as uuid[])) as "j"
  cross join lateral (
    select
      "a"."id",
      "a"."job_id" as "jobId",
      "a"."seeker_id" as "seekerId",
      "a"."resume_id" as "resumeId",
      "a"."cover_letter" is not null as "hasCoverLetter",
      "a"."status",
      "a"."interview_stage",
      "a"."applied_at",
      "u"."name",
      "u"."headline",
      "u"."profile_picture_url"
    from
      "applications" as "a"
      inner join "user_cards" as "u" on "u"."id" = "a"."seeker_id"
    where
      (
        "a"."job_id" = "j"."j"
        and "a"."withdrawn_at" is null
        and "a"."status" = $2
        and "a"."interview_stage" = $3
        and (
          select
            "n"."name"
          from
            "user_cards" as "n"
          where
            "n"."id" = "a"."seeker_id"
        ) ilike $4
        and ("a"."applied_at", "a"."id") < ($5, $6)
      )
    order by
      "a"."applied_at" desc,
      "a"."id" desc
    limit
      $7
  ) as "p"
order by
  "p"."applied_at" desc,
  "p"."id" desc
limit
  $8;

-- ApplicationsRepository.employerCounts (a name of three letters or more)
select
  "a"."status",
  cast(count(*) as integer) as "count"
from
  "applications" as "a"
  inner join "user_cards" as "u" on "u"."id" = "a"."seeker_id"
where
  (
    "a"."job_id" in ($1)
    and "a"."withdrawn_at" is null
    and "u"."name" ilike $2
  )
group by
  "a"."status";

-- ApplicationsRepository.employerCounts (a short name)
select
  "a"."status",
  cast(count(*) as integer) as "count"
from
  "applications" as "a"
where
  (
    "a"."job_id" in ($1, $2)
    and "a"."withdrawn_at" is null
    and "a"."interview_stage" = $3
    and (
      select
        "n"."name"
      from
        "user_cards" as "n"
      where
        "n"."id" = "a"."seeker_id"
    ) ilike $4
  )
group by
  "a"."status";

-- ApplicationsRepository.countsByJob
select
  "job_id" as "jobId",
  "status",
  cast(count(*) as integer) as "count"
from
  "applications"
where
  "job_id" in ($1, $2)
  and "withdrawn_at" is null
group by
  "job_id",
  "status";

-- ApplicationsRepository.changeStatuses
select
  "id",
  "job_id" as "jobId",
  "seeker_id" as "seekerId",
  "status",
  "interview_stage",
  "withdrawn_at" is not null as "withdrawn"
from
  "applications"
where
  "id" in ($1, $2)
order by
  "id"
for update;

-- ApplicationsRepository.insertBulkChange
insert into
  "application_bulk_changes" (
    "id",
    "token_hash",
    "actor_id",
    "company_id",
    "changes",
    "created_at",
    "expires_at",
    "undone_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8);

-- ApplicationsRepository.undoBulkChange
select
  "id",
  "actor_id" as "actorId",
  "company_id" as "companyId",
  "changes" as "changes",
  "created_at",
  "expires_at",
  "undone_at"
from
  "application_bulk_changes"
where
  "token_hash" = $1
for update;
