-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ImpersonationRepository.start
update "impersonation_sessions"
set
  "ended_at" = $1,
  "end_reason" = $2
where
  "admin_id" = $3
  and "ended_at" is null;

insert into
  "impersonation_sessions" (
    "id",
    "admin_id",
    "admin_session_id",
    "target_user_id",
    "started_at",
    "last_activity_at"
  )
values
  ($1, $2, $3, $4, $5, $6);

-- ImpersonationRepository.findActive
select
  "id",
  "admin_session_id",
  "started_at",
  "last_activity_at"
from
  "impersonation_sessions"
where
  "admin_id" = $1
  and "target_user_id" = $2
  and "admin_session_id" = $3
  and "ended_at" is null
order by
  "started_at" desc
limit
  $4;

-- ImpersonationRepository.lastActivityInAdminSession
select
  max("last_activity_at") as "lastActivityAt"
from
  "impersonation_sessions"
where
  "admin_id" = $1
  and "admin_session_id" = $2
  and "ended_at" is null;

-- ImpersonationRepository.touch
update "impersonation_sessions"
set
  "last_activity_at" = $1
where
  "id" = $2
  and "ended_at" is null
  and "last_activity_at" < $3;

-- ImpersonationRepository.end
update "impersonation_sessions"
set
  "ended_at" = $1,
  "end_reason" = $2
where
  "id" = $3
  and "ended_at" is null;

-- ImpersonationRepository.endActiveOfAdmin (every target)
update "impersonation_sessions"
set
  "ended_at" = $1,
  "end_reason" = $2
where
  "admin_id" = $3
  and "ended_at" is null;

-- ImpersonationRepository.endActiveOfAdmin (one target)
update "impersonation_sessions"
set
  "ended_at" = $1,
  "end_reason" = $2
where
  "admin_id" = $3
  and "ended_at" is null
  and "target_user_id" = $4;

-- ImpersonationRepository.endActiveOfAdminSessions
update "impersonation_sessions"
set
  "ended_at" = $1,
  "end_reason" = $2
where
  "admin_session_id" in ($3, $4)
  and "ended_at" is null;

-- ImpersonationRepository.endActiveInvolving
update "impersonation_sessions"
set
  "ended_at" = $1,
  "end_reason" = $2
where
  "ended_at" is null
  and (
    "admin_id" = $3
    or "target_user_id" = $4
  );

-- ImpersonationRepository.endIdle
update "impersonation_sessions"
set
  "ended_at" = $1,
  "end_reason" = $2
where
  "ended_at" is null
  and "last_activity_at" <= $3;
