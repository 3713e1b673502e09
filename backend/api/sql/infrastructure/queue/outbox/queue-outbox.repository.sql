-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- QueueOutboxRepository.keep
insert into
  "queue_outbox" (
    "id",
    "queue",
    "job_name",
    "data",
    "opts",
    "created_at",
    "available_at",
    "attempts"
  )
values
  (default, $1, $2, $3, $4, $5, $6, default);

-- QueueOutboxRepository.lockOldest
select
  "id",
  "queue",
  "job_name",
  "data" as "data",
  "opts" as "opts",
  "attempts"
from
  "queue_outbox"
where
  "available_at" <= $1
order by
  "id"
limit
  $2
for update
  skip locked;

-- QueueOutboxRepository.backlog
select
  count(*) as "jobs",
  min("created_at") as "oldestKeptAt"
from
  "queue_outbox";

-- QueueOutboxRepository.remove
delete from "queue_outbox"
where
  "id" = $1;

-- QueueOutboxRepository.postpone
update "queue_outbox"
set
  "attempts" = "attempts" + $1,
  "last_error" = $2,
  "available_at" = $3
where
  "id" = $4;
