-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ChatRepository.findThread
select
  "t"."id",
  "t"."kind",
  "t"."company_id" as "companyId",
  "t"."seeker_id" as "seekerId",
  "t"."job_id" as "jobId",
  "t"."started_by_id" as "startedById",
  "t"."created_at",
  "t"."last_activity_at"
from
  "chat_threads" as "t"
where
  "t"."id" = $1;

-- ChatRepository.findDirectThread
select
  "t"."id",
  "t"."kind",
  "t"."company_id" as "companyId",
  "t"."seeker_id" as "seekerId",
  "t"."job_id" as "jobId",
  "t"."started_by_id" as "startedById",
  "t"."created_at",
  "t"."last_activity_at"
from
  "chat_threads" as "t"
where
  "t"."kind" = $1
  and "t"."company_id" = $2
  and "t"."seeker_id" = $3;

-- ChatRepository.findConciergeThread
select
  "t"."id",
  "t"."kind",
  "t"."company_id" as "companyId",
  "t"."seeker_id" as "seekerId",
  "t"."job_id" as "jobId",
  "t"."started_by_id" as "startedById",
  "t"."created_at",
  "t"."last_activity_at"
from
  "chat_threads" as "t"
where
  "t"."kind" = $1
  and "t"."job_id" = $2;

-- ChatRepository.startDirectThread
insert into
  "chat_threads" (
    "id",
    "kind",
    "company_id",
    "seeker_id",
    "job_id",
    "started_by_id",
    "created_at",
    "last_activity_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8)
on conflict ("company_id", "seeker_id")
where
  "kind" = $9 do nothing
returning
  "id";

-- ChatRepository.placeConcierge
insert into
  "chat_threads" (
    "id",
    "kind",
    "company_id",
    "job_id",
    "created_at",
    "last_activity_at"
  )
values
  ($1, $2, $3, $4, $5, $6)
on conflict ("job_id")
where
  "kind" = $7 do nothing;

-- ChatRepository.removeAdminsBut
delete from "chat_thread_members"
where
  "thread_id" = $1
  and "side" = $2
  and "user_id" <> $3
returning
  "user_id";

-- ChatRepository.addMember
insert into
  "chat_thread_members" ("thread_id", "user_id", "side", "joined_at")
values
  ($1, $2, $3, $4)
on conflict ("thread_id", "user_id") do nothing;

-- ChatRepository.members
select
  "mb"."thread_id" as "threadId",
  "mb"."user_id" as "userId",
  "mb"."side",
  "mb"."last_read_message_id" as "lastReadMessageId",
  "mb"."last_read_at",
  "mb"."joined_at",
  "mb"."emailed_at",
  "mb"."emailed_up_to"
from
  "chat_thread_members" as "mb"
where
  "mb"."thread_id" = $1
order by
  "mb"."joined_at",
  "mb"."user_id";

-- ChatRepository.employerMembers
select
  "mb"."thread_id" as "threadId",
  "mb"."user_id" as "userId"
from
  "chat_thread_members" as "mb"
where
  "mb"."thread_id" in ($1, $2)
  and "mb"."side" = $3;

-- ChatRepository.presenceAudience (seeker)
select distinct
  "t"."company_id" as "companyId"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "me" on "me"."thread_id" = "t"."id"
  and "me"."user_id" = $1
where
  (
    "t"."kind" = $2
    and "t"."seeker_id" = $3
  );

-- ChatRepository.presenceAudience (employer)
select
  "t"."seeker_id" as "seekerId",
  "mb"."user_id" as "adminId"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "mb" on "mb"."thread_id" = "t"."id"
  and "mb"."side" = $1
where
  "t"."company_id" = $2;

-- ChatRepository.insertMessage
insert into
  "chat_messages" (
    "id",
    "thread_id",
    "sender_id",
    "sender_type",
    "content",
    "attachment_upload_id",
    "attachment_name",
    "attachment_type",
    "attachment_size",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

-- ChatRepository.touchThread
update "chat_threads"
set
  "last_activity_at" = greatest("last_activity_at", cast($1 as timestamptz))
where
  "id" = $2;

-- ChatRepository.markSenderRead
insert into
  "chat_thread_members" (
    "thread_id",
    "user_id",
    "side",
    "joined_at",
    "last_read_message_id",
    "last_read_at"
  )
values
  ($1, $2, $3, $4, $5, $6)
on conflict ("thread_id", "user_id") do update
set
  "last_read_message_id" = $7,
  "last_read_at" = $8
where
  (
    "chat_thread_members"."last_read_at" is null
    or (
      "chat_thread_members"."last_read_at",
      "chat_thread_members"."last_read_message_id"
    ) < (cast($9 as timestamptz), cast($10 as uuid))
  );

-- ChatRepository.findMessage
select
  "m"."id",
  "m"."thread_id" as "threadId",
  "m"."sender_id" as "senderId",
  "m"."sender_type",
  "u"."name" as "senderName",
  "m"."content",
  "m"."attachment_upload_id" as "attachmentUploadId",
  "m"."attachment_name",
  "m"."attachment_type",
  "m"."attachment_size",
  "m"."created_at",
  "m"."read_at"
from
  "chat_messages" as "m"
  inner join "user_cards" as "u" on "u"."id" = "m"."sender_id"
where
  "m"."thread_id" = $1
  and "m"."id" = $2;

-- ChatRepository.messages (after a message)
select
  "m"."id",
  "m"."thread_id" as "threadId",
  "m"."sender_id" as "senderId",
  "m"."sender_type",
  "u"."name" as "senderName",
  "m"."content",
  "m"."attachment_upload_id" as "attachmentUploadId",
  "m"."attachment_name",
  "m"."attachment_type",
  "m"."attachment_size",
  "m"."created_at",
  "m"."read_at"
from
  "chat_messages" as "m"
  inner join "user_cards" as "u" on "u"."id" = "m"."sender_id"
where
  "m"."thread_id" = $1
  and ("m"."created_at", "m"."id") > (cast($2 as timestamptz), cast($3 as uuid))
order by
  "m"."created_at" asc,
  "m"."id" asc
limit
  $4;

-- ChatRepository.messages (before a message)
select
  "m"."id",
  "m"."thread_id" as "threadId",
  "m"."sender_id" as "senderId",
  "m"."sender_type",
  "u"."name" as "senderName",
  "m"."content",
  "m"."attachment_upload_id" as "attachmentUploadId",
  "m"."attachment_name",
  "m"."attachment_type",
  "m"."attachment_size",
  "m"."created_at",
  "m"."read_at"
from
  "chat_messages" as "m"
  inner join "user_cards" as "u" on "u"."id" = "m"."sender_id"
where
  "m"."thread_id" = $1
  and ("m"."created_at", "m"."id") < (cast($2 as timestamptz), cast($3 as uuid))
order by
  "m"."created_at" desc,
  "m"."id" desc
limit
  $4;

-- ChatRepository.messages (newest)
select
  "m"."id",
  "m"."thread_id" as "threadId",
  "m"."sender_id" as "senderId",
  "m"."sender_type",
  "u"."name" as "senderName",
  "m"."content",
  "m"."attachment_upload_id" as "attachmentUploadId",
  "m"."attachment_name",
  "m"."attachment_type",
  "m"."attachment_size",
  "m"."created_at",
  "m"."read_at"
from
  "chat_messages" as "m"
  inner join "user_cards" as "u" on "u"."id" = "m"."sender_id"
where
  "m"."thread_id" = $1
order by
  "m"."created_at" desc,
  "m"."id" desc
limit
  $2;

-- ChatRepository.markRead
update "chat_messages"
set
  "read_at" = $1
where
  "thread_id" = $2
  and "sender_type" <> $3
  and "read_at" is null
  and ("created_at", "id") <= (cast($4 as timestamptz), cast($5 as uuid));

insert into
  "chat_thread_members" (
    "thread_id",
    "user_id",
    "side",
    "joined_at",
    "last_read_message_id",
    "last_read_at"
  )
values
  ($1, $2, $3, $4, $5, $6)
on conflict ("thread_id", "user_id") do update
set
  "last_read_message_id" = $7,
  "last_read_at" = $8
where
  (
    "chat_thread_members"."last_read_at" is null
    or (
      "chat_thread_members"."last_read_at",
      "chat_thread_members"."last_read_message_id"
    ) < (cast($9 as timestamptz), cast($10 as uuid))
  )
returning
  "user_id";

-- ChatRepository.unreadCount (admin)
select
  cast(count(*) as integer) as "count"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "me" on "me"."thread_id" = "t"."id"
  and "me"."user_id" = $1
  inner join "chat_messages" as "m" on "m"."thread_id" = "t"."id"
where
  "me"."side" = $2
  and "m"."sender_type" <> $3
  and (
    "me"."last_read_at" is null
    or ("m"."created_at", "m"."id") > ("me"."last_read_at", "me"."last_read_message_id")
  );

-- ChatRepository.unreadCount (employer)
select
  cast(count(*) as integer) as "count"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "me" on "me"."thread_id" = "t"."id"
  and "me"."user_id" = $1
  inner join "chat_messages" as "m" on "m"."thread_id" = "t"."id"
where
  "t"."company_id" = $2
  and "m"."sender_type" <> $3
  and (
    "me"."last_read_at" is null
    or ("m"."created_at", "m"."id") > ("me"."last_read_at", "me"."last_read_message_id")
  );

-- ChatRepository.unreadCount (seeker)
select
  cast(count(*) as integer) as "count"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "me" on "me"."thread_id" = "t"."id"
  and "me"."user_id" = $1
  inner join "chat_messages" as "m" on "m"."thread_id" = "t"."id"
where
  (
    "t"."kind" = $2
    and "t"."seeker_id" = $3
  )
  and "m"."sender_type" <> $4
  and (
    "me"."last_read_at" is null
    or ("m"."created_at", "m"."id") > ("me"."last_read_at", "me"."last_read_message_id")
  );

-- ChatRepository.threadUnreadCount
select
  cast(count(*) as integer) as "count"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "me" on "me"."thread_id" = "t"."id"
  and "me"."user_id" = $1
  inner join "chat_messages" as "m" on "m"."thread_id" = "t"."id"
where
  "t"."company_id" = $2
  and "t"."id" = $3
  and "m"."sender_type" <> $4
  and (
    "me"."last_read_at" is null
    or ("m"."created_at", "m"."id") > ("me"."last_read_at", "me"."last_read_message_id")
  );

-- ChatRepository.threads (admin, one thread)
select
  "t"."id",
  "t"."kind",
  "t"."company_id" as "companyId",
  "t"."seeker_id" as "seekerId",
  "t"."job_id" as "jobId",
  "t"."started_by_id" as "startedById",
  "t"."created_at",
  "t"."last_activity_at",
  "j"."title" as "jobTitle",
  "j"."is_company_private" as "jobPrivate",
  "c"."name" as "companyName",
  "c"."logo_file_url" as "companyLogoFileUrl",
  "c"."logo_url" as "companyLogoUrl",
  "s"."name" as "seekerName",
  "s"."profile_picture_url" as "seekerPictureUrl",
  "ad"."adminId",
  "ad"."adminName",
  "ad"."adminPictureUrl",
  "last"."lastMessageId",
  "last"."lastMessageContent",
  "last"."lastMessageSenderId",
  "last"."lastMessageSenderType",
  "last"."lastMessageSenderName",
  "last"."lastMessageHasFile",
  "last"."lastMessageCreatedAt",
  "me"."last_read_at" as "viewerLastReadAt",
  "me"."last_read_message_id" as "viewerLastReadMessageId",
  "unread"."unreadCount"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "me" on "me"."thread_id" = "t"."id"
  and "me"."user_id" = $1
  inner join "company_cards" as "c" on "c"."id" = "t"."company_id"
  left join "job_cards" as "j" on "j"."id" = "t"."job_id"
  left join "user_cards" as "s" on "s"."id" = "t"."seeker_id"
  left join lateral (
    select
      "au"."id" as "adminId",
      "au"."name" as "adminName",
      "au"."profile_picture_url" as "adminPictureUrl"
    from
      "chat_thread_members" as "cm"
      inner join "user_cards" as "au" on "au"."id" = "cm"."user_id"
    where
      "cm"."thread_id" = "t"."id"
      and "cm"."side" = $2
    order by
      "cm"."joined_at" desc
    limit
      $3
  ) as "ad" on true
  left join lateral (
    select
      "lm"."id" as "lastMessageId",
      "lm"."content" as "lastMessageContent",
      "lm"."sender_id" as "lastMessageSenderId",
      "lm"."sender_type" as "lastMessageSenderType",
      "lu"."name" as "lastMessageSenderName",
      "lm"."attachment_name" is not null as "lastMessageHasFile",
      "lm"."created_at" as "lastMessageCreatedAt"
    from
      "chat_messages" as "lm"
      inner join "user_cards" as "lu" on "lu"."id" = "lm"."sender_id"
    where
      "lm"."thread_id" = "t"."id"
    order by
      "lm"."created_at" desc,
      "lm"."id" desc
    limit
      $4
  ) as "last" on true
  left join lateral (
    select
      cast(count(*) as integer) as "unreadCount"
    from
      "chat_messages" as "um"
    where
      "um"."thread_id" = "t"."id"
      and "um"."sender_type" <> $5
      and (
        "me"."last_read_at" is null
        or ("um"."created_at", "um"."id") > ("me"."last_read_at", "me"."last_read_message_id")
      )
  ) as "unread" on true
where
  "me"."side" = $6
  and "t"."id" = $7
order by
  "t"."last_activity_at" desc,
  "t"."id" desc
limit
  $8;

-- ChatRepository.threads (employer, next page)
select
  "t"."id",
  "t"."kind",
  "t"."company_id" as "companyId",
  "t"."seeker_id" as "seekerId",
  "t"."job_id" as "jobId",
  "t"."started_by_id" as "startedById",
  "t"."created_at",
  "t"."last_activity_at",
  "j"."title" as "jobTitle",
  "j"."is_company_private" as "jobPrivate",
  "c"."name" as "companyName",
  "c"."logo_file_url" as "companyLogoFileUrl",
  "c"."logo_url" as "companyLogoUrl",
  "s"."name" as "seekerName",
  "s"."profile_picture_url" as "seekerPictureUrl",
  "ad"."adminId",
  "ad"."adminName",
  "ad"."adminPictureUrl",
  "last"."lastMessageId",
  "last"."lastMessageContent",
  "last"."lastMessageSenderId",
  "last"."lastMessageSenderType",
  "last"."lastMessageSenderName",
  "last"."lastMessageHasFile",
  "last"."lastMessageCreatedAt",
  "me"."last_read_at" as "viewerLastReadAt",
  "me"."last_read_message_id" as "viewerLastReadMessageId",
  "unread"."unreadCount"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "me" on "me"."thread_id" = "t"."id"
  and "me"."user_id" = $1
  inner join "company_cards" as "c" on "c"."id" = "t"."company_id"
  left join "job_cards" as "j" on "j"."id" = "t"."job_id"
  left join "user_cards" as "s" on "s"."id" = "t"."seeker_id"
  left join lateral (
    select
      "au"."id" as "adminId",
      "au"."name" as "adminName",
      "au"."profile_picture_url" as "adminPictureUrl"
    from
      "chat_thread_members" as "cm"
      inner join "user_cards" as "au" on "au"."id" = "cm"."user_id"
    where
      "cm"."thread_id" = "t"."id"
      and "cm"."side" = $2
    order by
      "cm"."joined_at" desc
    limit
      $3
  ) as "ad" on true
  left join lateral (
    select
      "lm"."id" as "lastMessageId",
      "lm"."content" as "lastMessageContent",
      "lm"."sender_id" as "lastMessageSenderId",
      "lm"."sender_type" as "lastMessageSenderType",
      "lu"."name" as "lastMessageSenderName",
      "lm"."attachment_name" is not null as "lastMessageHasFile",
      "lm"."created_at" as "lastMessageCreatedAt"
    from
      "chat_messages" as "lm"
      inner join "user_cards" as "lu" on "lu"."id" = "lm"."sender_id"
    where
      "lm"."thread_id" = "t"."id"
    order by
      "lm"."created_at" desc,
      "lm"."id" desc
    limit
      $4
  ) as "last" on true
  left join lateral (
    select
      cast(count(*) as integer) as "unreadCount"
    from
      "chat_messages" as "um"
    where
      "um"."thread_id" = "t"."id"
      and "um"."sender_type" <> $5
      and (
        "me"."last_read_at" is null
        or ("um"."created_at", "um"."id") > ("me"."last_read_at", "me"."last_read_message_id")
      )
  ) as "unread" on true
where
  "t"."company_id" = $6
  and ("t"."last_activity_at", "t"."id") < (cast($7 as timestamptz), cast($8 as uuid))
order by
  "t"."last_activity_at" desc,
  "t"."id" desc
limit
  $9;

-- ChatRepository.threads (seeker, inbox)
select
  "t"."id",
  "t"."kind",
  "t"."company_id" as "companyId",
  "t"."seeker_id" as "seekerId",
  "t"."job_id" as "jobId",
  "t"."started_by_id" as "startedById",
  "t"."created_at",
  "t"."last_activity_at",
  "j"."title" as "jobTitle",
  "j"."is_company_private" as "jobPrivate",
  "c"."name" as "companyName",
  "c"."logo_file_url" as "companyLogoFileUrl",
  "c"."logo_url" as "companyLogoUrl",
  "s"."name" as "seekerName",
  "s"."profile_picture_url" as "seekerPictureUrl",
  "ad"."adminId",
  "ad"."adminName",
  "ad"."adminPictureUrl",
  "last"."lastMessageId",
  "last"."lastMessageContent",
  "last"."lastMessageSenderId",
  "last"."lastMessageSenderType",
  "last"."lastMessageSenderName",
  "last"."lastMessageHasFile",
  "last"."lastMessageCreatedAt",
  "me"."last_read_at" as "viewerLastReadAt",
  "me"."last_read_message_id" as "viewerLastReadMessageId",
  "unread"."unreadCount"
from
  "chat_threads" as "t"
  left join "chat_thread_members" as "me" on "me"."thread_id" = "t"."id"
  and "me"."user_id" = $1
  inner join "company_cards" as "c" on "c"."id" = "t"."company_id"
  left join "job_cards" as "j" on "j"."id" = "t"."job_id"
  left join "user_cards" as "s" on "s"."id" = "t"."seeker_id"
  left join lateral (
    select
      "au"."id" as "adminId",
      "au"."name" as "adminName",
      "au"."profile_picture_url" as "adminPictureUrl"
    from
      "chat_thread_members" as "cm"
      inner join "user_cards" as "au" on "au"."id" = "cm"."user_id"
    where
      "cm"."thread_id" = "t"."id"
      and "cm"."side" = $2
    order by
      "cm"."joined_at" desc
    limit
      $3
  ) as "ad" on true
  left join lateral (
    select
      "lm"."id" as "lastMessageId",
      "lm"."content" as "lastMessageContent",
      "lm"."sender_id" as "lastMessageSenderId",
      "lm"."sender_type" as "lastMessageSenderType",
      "lu"."name" as "lastMessageSenderName",
      "lm"."attachment_name" is not null as "lastMessageHasFile",
      "lm"."created_at" as "lastMessageCreatedAt"
    from
      "chat_messages" as "lm"
      inner join "user_cards" as "lu" on "lu"."id" = "lm"."sender_id"
    where
      "lm"."thread_id" = "t"."id"
    order by
      "lm"."created_at" desc,
      "lm"."id" desc
    limit
      $4
  ) as "last" on true
  left join lateral (
    select
      cast(count(*) as integer) as "unreadCount"
    from
      "chat_messages" as "um"
    where
      "um"."thread_id" = "t"."id"
      and "um"."sender_type" <> $5
      and (
        "me"."last_read_at" is null
        or ("um"."created_at", "um"."id") > ("me"."last_read_at", "me"."last_read_message_id")
      )
  ) as "unread" on true
where
  (
    "t"."kind" = $6
    and "t"."seeker_id" = $7
  )
  and "last"."lastMessageId" is not null
order by
  "t"."last_activity_at" desc,
  "t"."id" desc
limit
  $8;

-- ChatRepository.appliedJobs
select
  "a"."job_id",
  "a"."applied_at"
from
  "application_cards" as "a"
  inner join "job_cards" as "j" on "j"."id" = "a"."job_id"
where
  "a"."seeker_id" = $1
  and "j"."company_id" = $2
order by
  "a"."applied_at" desc,
  "a"."job_id";

-- ChatRepository.people
select
  "u"."id",
  "u"."name",
  "u"."email",
  "u"."role",
  "u"."company_id",
  "u"."profile_picture_url",
  "u"."deleted_at"
from
  "user_cards" as "u"
where
  "u"."id" in ($1, $2);

-- ChatRepository.jobWithCompany
select
  "j"."id",
  "j"."title",
  "j"."company_id",
  "j"."is_company_private",
  "c"."name" as "companyName",
  "c"."logo_url" as "companyLogoUrl",
  "c"."logo_file_url" as "companyLogoFileUrl"
from
  "job_cards" as "j"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
where
  "j"."id" = $1;

-- ChatRepository.firstEmployerOf
select
  "u"."id",
  "u"."name"
from
  "user_cards" as "u"
where
  "u"."company_id" = $1
  and "u"."role" = $2
  and "u"."deleted_at" is null
order by
  "u"."created_at",
  "u"."id"
limit
  $3;

-- ChatRepository.recipients
select
  "mb"."thread_id" as "threadId",
  "mb"."user_id" as "userId",
  "mb"."side",
  "mb"."last_read_message_id" as "lastReadMessageId",
  "mb"."last_read_at",
  "mb"."joined_at",
  "mb"."emailed_at",
  "mb"."emailed_up_to",
  "u"."email",
  "u"."name",
  "u"."deleted_at",
  "unread"."unreadCount",
  "unread"."oldestUnreadAt",
  "unread"."newestUnreadAt",
  "unread"."oldestUntoldAt"
from
  "chat_thread_members" as "mb"
  inner join "user_cards" as "u" on "u"."id" = "mb"."user_id"
  left join lateral (
    select
      cast(count(*) as integer) as "unreadCount",
      min("m"."created_at") as "oldestUnreadAt",
      max("m"."created_at") as "newestUnreadAt",
      min("m"."created_at") filter (
        where
          (
            "mb"."emailed_up_to" is null
            or "m"."created_at" > "mb"."emailed_up_to"
          )
      ) as "oldestUntoldAt"
    from
      "chat_messages" as "m"
    where
      "m"."thread_id" = "mb"."thread_id"
      and "m"."sender_type" <> "mb"."side"
      and (
        "mb"."last_read_at" is null
        or ("m"."created_at", "m"."id") > ("mb"."last_read_at", "mb"."last_read_message_id")
      )
  ) as "unread" on true
where
  "mb"."thread_id" = $1
order by
  "mb"."joined_at",
  "mb"."user_id";

-- ChatRepository.markEmailed
update "chat_thread_members"
set
  "emailed_at" = $1,
  "emailed_up_to" = $2
where
  "thread_id" = $3
  and "user_id" = $4;

-- ChatRepository.latestMaintenance
select
  "x"."enabled",
  "x"."changed_at",
  "x"."changed_by_id" as "changedById"
from
  "chat_maintenance_changes" as "x"
order by
  "x"."changed_at" desc,
  "x"."id" desc
limit
  $1;

-- ChatRepository.insertMaintenanceChange
insert into
  "chat_maintenance_changes" ("id", "enabled", "changed_by_id", "changed_at")
values
  ($1, $2, $3, $4);
