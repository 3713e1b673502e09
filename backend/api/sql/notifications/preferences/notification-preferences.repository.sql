-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- NotificationPreferencesRepository.signingKey
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

-- NotificationPreferencesRepository.storedOf
select
  "user_id",
  "kind",
  "in_app",
  "email"
from
  "notification_preferences"
where
  "user_id" in ($1, $2);

-- NotificationPreferencesRepository.save
insert into
  "notification_preferences" (
    "user_id",
    "kind",
    "in_app",
    "email",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5)
on conflict ("user_id", "kind") do update
set
  "in_app" = "excluded"."in_app",
  "email" = "excluded"."email",
  "updated_at" = "excluded"."updated_at";

-- NotificationPreferencesRepository.emailOff
insert into
  "notification_preferences" (
    "user_id",
    "kind",
    "in_app",
    "email",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5)
on conflict ("user_id", "kind") do update
set
  "email" = $6,
  "updated_at" = $7;

-- NotificationPreferencesRepository.timeZonesOf
select
  "user_id",
  "time_zone"
from
  "notification_settings"
where
  "user_id" in ($1)
  and "time_zone" is not null;

-- NotificationPreferencesRepository.saveTimeZone
insert into
  "notification_settings" (
    "user_id",
    "time_zone",
    "last_digest_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4)
on conflict ("user_id") do update
set
  "time_zone" = $5,
  "updated_at" = $6;

-- NotificationPreferencesRepository.lastDigestsOf
select
  "user_id",
  "last_digest_at"
from
  "notification_settings"
where
  "user_id" in ($1)
  and "last_digest_at" is not null;

-- NotificationPreferencesRepository.recordDigest
insert into
  "notification_settings" (
    "user_id",
    "time_zone",
    "last_digest_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4)
on conflict ("user_id") do update
set
  "last_digest_at" = $5,
  "updated_at" = $6;

-- NotificationPreferencesRepository.forget
delete from "notification_preferences"
where
  "user_id" = $1;

delete from "notification_settings"
where
  "user_id" = $1;
