-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- JobAlertsRepository.countOfUser
select
  count(*) as "count"
from
  "job_alerts"
where
  "user_id" = $1
  and "deleted_at" is null;

-- JobAlertsRepository.insert
select
  pg_advisory_xact_lock(hashtextextended ($1, 0)) as "locked";

select
  "id",
  "query"
from
  "job_alerts"
where
  "user_id" = $1
  and "deleted_at" is null;

insert into
  "job_alerts" (
    "id",
    "query",
    "frequency",
    "notified_up_to",
    "created_at",
    "user_id",
    "paused"
  )
values
  ($1, $2, $3, $4, $5, $6, $7)
returning
  "id",
  "query",
  "frequency",
  "paused",
  "notified_up_to",
  "last_run_at",
  "last_sent_at",
  "created_at",
  "deleted_at";

-- JobAlertsRepository.listOfUser
select
  "id",
  "query",
  "frequency",
  "paused",
  "notified_up_to",
  "last_run_at",
  "last_sent_at",
  "created_at",
  "deleted_at"
from
  "job_alerts"
where
  "user_id" = $1
  and "deleted_at" is null
order by
  "created_at" desc,
  "id" desc;

-- JobAlertsRepository.findOwn
select
  "id",
  "query",
  "frequency",
  "paused",
  "notified_up_to",
  "last_run_at",
  "last_sent_at",
  "created_at",
  "deleted_at"
from
  "job_alerts"
where
  "id" = $1
  and "user_id" = $2
  and "deleted_at" is null;

-- JobAlertsRepository.findOwnDeleted
select
  "id",
  "query",
  "frequency",
  "paused",
  "notified_up_to",
  "last_run_at",
  "last_sent_at",
  "created_at",
  "deleted_at"
from
  "job_alerts"
where
  "id" = $1
  and "user_id" = $2
  and "deleted_at" is not null;

-- JobAlertsRepository.update
update "job_alerts"
set
  "paused" = $1
where
  "id" = $2
  and "deleted_at" is null;

-- JobAlertsRepository.updateChecked
select
  pg_advisory_xact_lock(hashtextextended ($1, 0)) as "locked";

select
  "id",
  "query"
from
  "job_alerts"
where
  "user_id" = $1
  and "deleted_at" is null;

update "job_alerts"
set
  "frequency" = $1
where
  "id" = $2
  and "user_id" = $3
  and "deleted_at" is null;

-- JobAlertsRepository.softDelete
update "job_alerts"
set
  "deleted_at" = $1
where
  "id" = $2
  and "deleted_at" is null;

-- JobAlertsRepository.restoreChecked (refused)
select
  pg_advisory_xact_lock(hashtextextended ($1, 0)) as "locked";

select
  "id",
  "query"
from
  "job_alerts"
where
  "user_id" = $1
  and "deleted_at" is null;

-- JobAlertsRepository.restoreChecked (restored)
select
  pg_advisory_xact_lock(hashtextextended ($1, 0)) as "locked";

select
  "id",
  "query"
from
  "job_alerts"
where
  "user_id" = $1
  and "deleted_at" is null;

update "job_alerts"
set
  "deleted_at" = $1
where
  "id" = $2
  and "user_id" = $3;

-- JobAlertsRepository.purgeDeleted
delete from "job_alerts"
where
  "deleted_at" < $1;

-- JobAlertsRepository.deliveryStats
select distinct
  on ("alert_id") "alert_id",
  cast(
    sum("job_count") over (
      partition by
        "alert_id"
    ) as integer
  ) as "jobsMatched",
  "job_count" as "lastSentJobCount"
from
  "job_alert_deliveries"
where
  "alert_id" in ($1, $2)
order by
  "alert_id",
  "sent_at" desc,
  "id" desc;

-- JobAlertsRepository.pauseByDeliveryToken
select
  "alert_id"
from
  "job_alert_deliveries"
where
  "unsubscribe_token_hash" = $1;

-- JobAlertsRepository.due
select
  "a"."id",
  "a"."query",
  "a"."notified_up_to",
  "a"."last_run_at",
  "u"."id" as "userId",
  "u"."email",
  "u"."name"
from
  "job_alerts" as "a"
  inner join "user_cards" as "u" on "u"."id" = "a"."user_id"
where
  not "a"."paused"
  and "a"."deleted_at" is null
  and "u"."deleted_at" is null
  and coalesce("a"."last_run_at", "a"."created_at") <= $1::timestamptz - (
    case "a"."frequency"
      when 'weekly' then interval '7 days'
      else interval '1 day'
    end
  ) + interval '10 minutes'
order by
  coalesce("a"."last_run_at", "a"."created_at")
limit
  $2;

-- JobAlertsRepository.claimRun
update "job_alerts"
set
  "last_run_at" = $1
where
  "id" = $2
  and "last_run_at" is not distinct from $3;

-- JobAlertsRepository.markNotified (nothing sent)
update "job_alerts"
set
  "notified_up_to" = $1
where
  "id" = $2;

-- JobAlertsRepository.markNotified (sent)
update "job_alerts"
set
  "notified_up_to" = $1,
  "last_sent_at" = $2
where
  "id" = $3;

-- JobAlertsRepository.insertDelivery
insert into
  "job_alert_deliveries" (
    "id",
    "unsubscribe_token_hash",
    "job_count",
    "sent_at",
    "alert_id"
  )
values
  ($1, $2, $3, $4, $5);
