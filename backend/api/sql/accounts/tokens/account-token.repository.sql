-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- AccountTokenRepository.insert
insert into
  "account_tokens" (
    "id",
    "user_id",
    "purpose",
    "token_hash",
    "email",
    "created_at",
    "expires_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7);

-- AccountTokenRepository.consume
update "account_tokens"
set
  "used_at" = $1
from
  "users" as "u"
where
  "account_tokens"."token_hash" = $2
  and "account_tokens"."purpose" = $3
  and "account_tokens"."used_at" is null
  and "account_tokens"."expires_at" > $4
  and "u"."id" = "account_tokens"."user_id"
  and "u"."deleted_at" is null
  and lower("u"."email") = lower("account_tokens"."email")
returning
  "account_tokens"."id",
  "account_tokens"."user_id",
  "account_tokens"."email";

-- AccountTokenRepository.voidOutstanding
update "account_tokens"
set
  "used_at" = $1
where
  "user_id" = $2
  and "purpose" = $3
  and "used_at" is null;

-- AccountTokenRepository.deleteAllOf
delete from "account_tokens"
where
  "user_id" = $1;

-- AccountTokenRepository.purgeExpiredBefore
delete from "account_tokens"
where
  "expires_at" < $1;
