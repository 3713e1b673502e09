-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- NotificationsRepository.insertNew
insert into
  "notifications" (
    "id",
    "user_id",
    "kind",
    "subject_id",
    "subject_title",
    "text",
    "link",
    "dedupe_key",
    "in_app",
    "email_state",
    "created_at",
    "seen_at",
    "read_at",
    "emailed_at"
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
    $14
  )
on conflict ("user_id", "dedupe_key") do nothing
returning
  "id",
  "user_id",
  "kind",
  "subject_id",
  "subject_title",
  "text",
  "link",
  "dedupe_key",
  "in_app",
  "email_state",
  "created_at",
  "seen_at",
  "read_at";

-- NotificationsRepository.page
select
  "id",
  "user_id",
  "kind",
  "subject_id",
  "subject_title",
  "text",
  "link",
  "dedupe_key",
  "in_app",
  "email_state",
  "created_at",
  "seen_at",
  "read_at"
from
  "notifications"
where
  "user_id" = $1
  and "in_app" = $2
  and (
    "created_at" < $3
    or (
      "created_at" = $4
      and "id" < $5
    )
  )
order by
  "created_at" desc,
  "id" desc
limit
  $6;

-- NotificationsRepository.unreadCount
select
  count(*) as "count"
from
  "notifications"
where
  "user_id" = $1
  and "in_app" = $2
  and "read_at" is null;

-- NotificationsRepository.unreadCounts
select
  "user_id",
  count(*) as "count"
from
  "notifications"
where
  "user_id" in ($1, $2)
  and "in_app" = $3
  and "read_at" is null
group by
  "user_id";

-- NotificationsRepository.markRead
update "notifications"
set
  "read_at" = $1
where
  "user_id" = $2
  and "read_at" is null
  and "id" in ($3);

-- NotificationsRepository.markReadAbout
update "notifications"
set
  "read_at" = $1
where
  "user_id" = $2
  and "kind" in ($3)
  and "subject_id" = $4
  and "read_at" is null;

-- NotificationsRepository.markSeen
update "notifications"
set
  "seen_at" = $1
where
  "user_id" = $2
  and "seen_at" is null
  and "id" in ($3);

-- NotificationsRepository.pendingDigest
select
  "id",
  "user_id",
  "kind",
  "subject_id",
  "subject_title",
  "text",
  "link",
  "dedupe_key",
  "in_app",
  "email_state",
  "created_at",
  "seen_at",
  "read_at"
from
  "notifications"
where
  "user_id" = $1
  and "email_state" = $2
order by
  "created_at",
  "id"
limit
  $3;

-- NotificationsRepository.markDigested
update "notifications"
set
  "email_state" = $1,
  "emailed_at" = $2
where
  "id" in ($3)
  and "email_state" = $4;

-- NotificationsRepository.usersWithPendingDigest
select distinct
  "user_id"
from
  "notifications"
where
  "email_state" = $1
  and "user_id" > $2
order by
  "user_id"
limit
  $3;

-- NotificationsRepository.forget
delete from "notifications"
where
  "user_id" = $1;

-- NotificationsRepository.prune
delete from "notifications"
where
  "created_at" < $1;
