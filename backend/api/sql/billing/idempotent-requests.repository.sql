-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- IdempotentRequestsRepository.claim
insert into
  "idempotent_requests" (
    "user_id",
    "key",
    "scope",
    "request_hash",
    "response_status",
    "response_body",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7)
on conflict ("user_id", "key") do nothing
returning
  "key";

-- IdempotentRequestsRepository.find
select
  "scope",
  "request_hash",
  "response_status",
  "response_body" as "response_body"
from
  "idempotent_requests"
where
  "user_id" = $1
  and "key" = $2;

-- IdempotentRequestsRepository.answer
update "idempotent_requests"
set
  "response_status" = $1,
  "response_body" = $2
where
  "user_id" = $3
  and "key" = $4;

-- IdempotentRequestsRepository.release
delete from "idempotent_requests"
where
  "user_id" = $1
  and "key" = $2
  and "response_status" is null;
