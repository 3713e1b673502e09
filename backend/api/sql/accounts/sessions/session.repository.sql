-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- SessionRepository.insert
insert into
  "user_sessions" (
    "id",
    "user_id",
    "token_hash",
    "signed_in_at",
    "last_seen_at",
    "expires_at",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7);

-- SessionRepository.findLive
select
  "s"."id",
  "s"."signed_in_at",
  "s"."last_seen_at",
  "s"."expires_at",
  "u"."id" as "userId",
  "u"."role",
  "u"."email",
  "u"."name",
  "u"."company_id" as "companyId"
from
  "user_sessions" as "s"
  inner join "users" as "u" on "u"."id" = "s"."user_id"
where
  "s"."token_hash" = $1
  and "s"."revoked_at" is null
  and "u"."deleted_at" is null;

-- SessionRepository.touch
update "user_sessions"
set
  "last_seen_at" = $1
where
  "id" = $2
  and "last_seen_at" < $3;

-- SessionRepository.revoke
update "user_sessions"
set
  "revoked_at" = $1,
  "revoked_reason" = $2
where
  "id" = $3
  and "revoked_at" is null;

-- SessionRepository.revokeAllOf (keeping one)
update "user_sessions"
set
  "revoked_at" = $1,
  "revoked_reason" = $2
where
  "user_id" = $3
  and "revoked_at" is null
  and "id" <> $4
returning
  "id";

-- SessionRepository.revokeAllOf (all)
update "user_sessions"
set
  "revoked_at" = $1,
  "revoked_reason" = $2
where
  "user_id" = $3
  and "revoked_at" is null
returning
  "id";

-- SessionRepository.deleteAllOf
delete from "user_sessions"
where
  "user_id" = $1;

-- SessionRepository.purgeEndedBefore
delete from "user_sessions"
where
  (
    (
      "revoked_at" is not null
      and "revoked_at" < $1
    )
    or "expires_at" < $2
  );
