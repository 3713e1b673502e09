-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- EmailPreferencesRepository.signingKey
select
  "secret"
from
  "notification_signing_keys"
where
  "id" = $1;

insert into
  "notification_signing_keys" ("id", "secret", "created_at")
values
  ($1, $2, default)
on conflict ("id") do nothing;

select
  "secret"
from
  "notification_signing_keys"
where
  "id" = $1;

-- EmailPreferencesRepository.optOut
insert into
  "email_opt_outs" ("user_id", "kind", "created_at")
values
  ($1, $2, $3)
on conflict ("user_id", "kind") do nothing;

-- EmailPreferencesRepository.optedOutAmong
select
  "user_id"
from
  "email_opt_outs"
where
  "kind" = $1
  and "user_id" in ($2, $3);
