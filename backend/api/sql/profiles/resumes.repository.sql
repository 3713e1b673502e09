-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ResumesRepository.listOf
select
  "id",
  "user_id" as "userId",
  "upload_id" as "uploadId",
  "name",
  "is_default",
  "created_at"
from
  "seeker_resumes"
where
  "user_id" = $1
order by
  "created_at" desc,
  "id" desc;

-- ResumesRepository.findById
select
  "id",
  "user_id" as "userId",
  "upload_id" as "uploadId",
  "name",
  "is_default",
  "created_at"
from
  "seeker_resumes"
where
  "id" = $1;

-- ResumesRepository.findByUpload
select
  "id",
  "user_id" as "userId",
  "upload_id" as "uploadId",
  "name",
  "is_default",
  "created_at"
from
  "seeker_resumes"
where
  "upload_id" = $1;

-- ResumesRepository.insertWithinLimit
select
  pg_advisory_xact_lock(hashtextextended ($1, 0)) as "locked";

select
  count(*) as "total",
  count(*) filter (
    where
      "is_default" = $1
  ) as "defaults"
from
  "seeker_resumes"
where
  "user_id" = $2;

insert into
  "seeker_resumes" (
    "id",
    "user_id",
    "upload_id",
    "name",
    "is_default",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6);

-- ResumesRepository.rename
update "seeker_resumes"
set
  "name" = $1
where
  "id" = $2;

-- ResumesRepository.makeDefault
update "seeker_resumes"
set
  "is_default" = $1
where
  "user_id" = $2
  and "is_default" = $3
  and "id" <> $4;

update "seeker_resumes"
set
  "is_default" = $1
where
  "user_id" = $2
  and "id" = $3;

-- ResumesRepository.remove
delete from "seeker_resumes"
where
  "id" in ($1, $2);

-- ResumesRepository.deleteOf
delete from "seeker_resumes"
where
  "user_id" = $1;
