-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- InterviewsRepository.current
select
  "a"."interview_stage" as "applicationStage",
  "i"."stage",
  "i"."scheduled_at",
  "i"."completed_at",
  "i"."interviewer_notes",
  "i"."next_action_required",
  "i"."next_action_deadline",
  "i"."time_zone",
  "i"."location",
  "i"."meeting_url",
  "i"."message_to_candidate",
  "i"."calendar_uid",
  "i"."calendar_sequence",
  "i"."invited_start"
from
  "application_cards" as "a"
  left join "application_interviews" as "i" on "i"."application_id" = "a"."id"
where
  "a"."id" = $1;

-- InterviewsRepository.lock
select
  "a"."interview_stage" as "applicationStage",
  "i"."stage",
  "i"."scheduled_at",
  "i"."completed_at",
  "i"."interviewer_notes",
  "i"."next_action_required",
  "i"."next_action_deadline",
  "i"."time_zone",
  "i"."location",
  "i"."meeting_url",
  "i"."message_to_candidate",
  "i"."calendar_uid",
  "i"."calendar_sequence",
  "i"."invited_start",
  "a"."status",
  "a"."withdrawn_at"
from
  "application_cards" as "a"
  left join "application_interviews" as "i" on "i"."application_id" = "a"."id"
where
  "a"."id" = $1
for update of
  "a";

-- InterviewsRepository.saveInterview
insert into
  "application_interviews" (
    "application_id",
    "stage",
    "scheduled_at",
    "completed_at",
    "interviewer_notes",
    "next_action_required",
    "next_action_deadline",
    "time_zone",
    "location",
    "meeting_url",
    "message_to_candidate",
    "calendar_uid",
    "calendar_sequence",
    "invited_start",
    "updated_at",
    "updated_by_id"
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
    $14,
    $15,
    $16
  )
on conflict ("application_id") do update
set
  "stage" = "excluded"."stage",
  "scheduled_at" = "excluded"."scheduled_at",
  "completed_at" = "excluded"."completed_at",
  "interviewer_notes" = "excluded"."interviewer_notes",
  "next_action_required" = "excluded"."next_action_required",
  "next_action_deadline" = "excluded"."next_action_deadline",
  "time_zone" = "excluded"."time_zone",
  "location" = "excluded"."location",
  "meeting_url" = "excluded"."meeting_url",
  "message_to_candidate" = "excluded"."message_to_candidate",
  "calendar_uid" = "excluded"."calendar_uid",
  "calendar_sequence" = "excluded"."calendar_sequence",
  "invited_start" = "excluded"."invited_start",
  "updated_at" = "excluded"."updated_at",
  "updated_by_id" = "excluded"."updated_by_id";

-- InterviewsRepository.appendHistory
insert into
  "interview_history" (
    "id",
    "application_id",
    "actor_id",
    "stage",
    "notes",
    "scheduled_at",
    "completed_at",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8);

-- InterviewsRepository.history
select
  "id",
  "stage",
  "notes",
  "scheduled_at",
  "completed_at",
  "created_at"
from
  "interview_history"
where
  "application_id" = $1
order by
  "created_at" desc,
  "id" desc;

-- InterviewsRepository.upcoming
select
  "i"."application_id",
  "i"."scheduled_at",
  "i"."time_zone",
  "i"."location",
  "i"."meeting_url",
  "i"."message_to_candidate"
from
  "application_interviews" as "i"
  inner join "application_cards" as "a" on "a"."id" = "i"."application_id"
  and "a"."interview_stage" = "i"."stage"
  and "a"."withdrawn_at" is null
where
  "i"."application_id" in ($1, $2)
  and "i"."stage" in ($3, $4, $5)
  and "i"."completed_at" is null
  and "i"."scheduled_at" > $6;
