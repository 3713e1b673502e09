-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- UploadsRepository.insertWithinQuota
select
  pg_advisory_xact_lock(hashtextextended ($1, 0));

select
  coalesce(sum("file_size"), 0) as "used"
from
  "uploads"
where
  "owner_id" = $1
  and "status" <> $2;

insert into
  "uploads" (
    "id",
    "owner_id",
    "upload_type",
    "purpose",
    "file_name",
    "file_type",
    "file_size",
    "file_key",
    "status",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

-- UploadsRepository.findById
select
  "id",
  "owner_id",
  "upload_type",
  "purpose",
  "file_name",
  "file_type",
  "file_size",
  "file_key",
  "status",
  "rejection_reason",
  "created_at",
  "confirmed_at",
  "processed_at"
from
  "uploads"
where
  "id" = $1;

-- UploadsRepository.findByKey
select
  "id",
  "owner_id",
  "upload_type",
  "purpose",
  "file_name",
  "file_type",
  "file_size",
  "file_key",
  "status",
  "rejection_reason",
  "created_at",
  "confirmed_at",
  "processed_at"
from
  "uploads"
where
  "file_key" = $1;

-- UploadsRepository.findByKeys
select
  "id",
  "owner_id",
  "upload_type",
  "purpose",
  "file_name",
  "file_type",
  "file_size",
  "file_key",
  "status",
  "rejection_reason",
  "created_at",
  "confirmed_at",
  "processed_at"
from
  "uploads"
where
  "file_key" in ($1);

-- UploadsRepository.findMany
select
  "id",
  "owner_id",
  "upload_type",
  "purpose",
  "file_name",
  "file_type",
  "file_size",
  "file_key",
  "status",
  "rejection_reason",
  "created_at",
  "confirmed_at",
  "processed_at"
from
  "uploads"
where
  "id" in ($1, $2);

-- UploadsRepository.bytesUsed
select
  coalesce(sum("file_size"), 0) as "used"
from
  "uploads"
where
  "owner_id" = $1
  and "status" <> $2;

-- UploadsRepository.markConfirmed
update "uploads"
set
  "status" = $1,
  "confirmed_at" = $2
where
  "id" = $3
  and "status" = $4;

-- UploadsRepository.markPending
update "uploads"
set
  "status" = $1,
  "confirmed_at" = $2
where
  "id" = $3
  and "status" = $4;

-- UploadsRepository.markReady
update "uploads"
set
  "status" = $1,
  "processed_at" = $2,
  "extracted_text" = $3
where
  "id" = $4
  and "status" = $5;

-- UploadsRepository.markRejected
update "uploads"
set
  "status" = $1,
  "processed_at" = $2,
  "rejection_reason" = $3
where
  "id" = $4
  and "status" in ($5, $6);

-- UploadsRepository.extractedText
select
  "extracted_text"
from
  "uploads"
where
  "id" = $1;

-- UploadsRepository.unconfirmedBefore
select
  "id",
  "owner_id",
  "upload_type",
  "purpose",
  "file_name",
  "file_type",
  "file_size",
  "file_key",
  "status",
  "rejection_reason",
  "created_at",
  "confirmed_at",
  "processed_at"
from
  "uploads"
where
  "status" = $1
  and "created_at" < $2
order by
  "created_at"
limit
  $3;

-- UploadsRepository.rejectedBefore
select
  "id",
  "owner_id",
  "upload_type",
  "purpose",
  "file_name",
  "file_type",
  "file_size",
  "file_key",
  "status",
  "rejection_reason",
  "created_at",
  "confirmed_at",
  "processed_at"
from
  "uploads"
where
  "status" = $1
  and "created_at" < $2
order by
  "created_at"
limit
  $3;

-- UploadsRepository.processingSince
select
  "id",
  "owner_id",
  "upload_type",
  "purpose",
  "file_name",
  "file_type",
  "file_size",
  "file_key",
  "status",
  "rejection_reason",
  "created_at",
  "confirmed_at",
  "processed_at"
from
  "uploads"
where
  "status" = $1
  and "confirmed_at" < $2
order by
  "confirmed_at"
limit
  $3;

-- UploadsRepository.ownersAfter (next page)
select distinct
  "owner_id"
from
  "uploads"
where
  "owner_id" > $1
order by
  "owner_id"
limit
  $2;

-- UploadsRepository.ownersAfter (first page)
select distinct
  "owner_id"
from
  "uploads"
order by
  "owner_id"
limit
  $1;

-- UploadsRepository.ofOwner
select
  "id",
  "owner_id",
  "upload_type",
  "purpose",
  "file_name",
  "file_type",
  "file_size",
  "file_key",
  "status",
  "rejection_reason",
  "created_at",
  "confirmed_at",
  "processed_at"
from
  "uploads"
where
  "owner_id" = $1;

-- UploadsRepository.remove
delete from "uploads"
where
  "id" in ($1, $2);
