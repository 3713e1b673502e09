-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- CritiquesRepository.insert
insert into
  "critique_requests" (
    "id",
    "seeker_id",
    "resume_id",
    "resume_name",
    "target_role",
    "target_industry",
    "notes",
    "status",
    "requested_at",
    "charge_id",
    "included_period_key",
    "version",
    "updated_at"
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
    $13
  );

-- CritiquesRepository.includedUsed
select
  "id"
from
  "critique_requests"
where
  "seeker_id" = $1
  and "included_period_key" = $2;

-- CritiquesRepository.find
select
  "c"."id",
  "c"."seeker_id" as "seekerId",
  "s"."name" as "seekerName",
  "s"."email" as "seekerEmail",
  "c"."resume_id" as "resumeId",
  "c"."resume_name",
  "c"."target_role",
  "c"."target_industry",
  "c"."notes",
  "c"."status",
  "c"."requested_at",
  "c"."charge_id" as "chargeId",
  "c"."included_period_key",
  "c"."claimed_by_id" as "claimedById",
  "cl"."name" as "claimedByName",
  "c"."claim_expires_at",
  "c"."review" as "review",
  "c"."overall_score",
  "c"."reviewer_id" as "reviewerId",
  "rv"."name" as "reviewerName",
  "c"."completed_at",
  "c"."version",
  "c"."report_key",
  "c"."report_version",
  "c"."updated_at"
from
  "critique_requests" as "c"
  inner join "user_cards" as "s" on "s"."id" = "c"."seeker_id"
  left join "user_cards" as "cl" on "cl"."id" = "c"."claimed_by_id"
  left join "user_cards" as "rv" on "rv"."id" = "c"."reviewer_id"
where
  "c"."id" = $1;

-- CritiquesRepository.listOf
select
  "c"."id",
  "c"."seeker_id" as "seekerId",
  "s"."name" as "seekerName",
  "s"."email" as "seekerEmail",
  "c"."resume_id" as "resumeId",
  "c"."resume_name",
  "c"."target_role",
  "c"."target_industry",
  "c"."notes",
  "c"."status",
  "c"."requested_at",
  "c"."charge_id" as "chargeId",
  "c"."included_period_key",
  "c"."claimed_by_id" as "claimedById",
  "cl"."name" as "claimedByName",
  "c"."claim_expires_at",
  "c"."review" as "review",
  "c"."overall_score",
  "c"."reviewer_id" as "reviewerId",
  "rv"."name" as "reviewerName",
  "c"."completed_at",
  "c"."version",
  "c"."report_key",
  "c"."report_version",
  "c"."updated_at"
from
  "critique_requests" as "c"
  inner join "user_cards" as "s" on "s"."id" = "c"."seeker_id"
  left join "user_cards" as "cl" on "cl"."id" = "c"."claimed_by_id"
  left join "user_cards" as "rv" on "rv"."id" = "c"."reviewer_id"
where
  "c"."seeker_id" = $1
order by
  "c"."requested_at" desc,
  "c"."id" desc;

-- CritiquesRepository.queue (completed)
select
  "c"."id",
  "c"."seeker_id" as "seekerId",
  "s"."name" as "seekerName",
  "s"."email" as "seekerEmail",
  "c"."resume_id" as "resumeId",
  "c"."resume_name",
  "c"."target_role",
  "c"."target_industry",
  "c"."notes",
  "c"."status",
  "c"."requested_at",
  "c"."charge_id" as "chargeId",
  "c"."included_period_key",
  "c"."claimed_by_id" as "claimedById",
  "cl"."name" as "claimedByName",
  "c"."claim_expires_at",
  "c"."review" as "review",
  "c"."overall_score",
  "c"."reviewer_id" as "reviewerId",
  "rv"."name" as "reviewerName",
  "c"."completed_at",
  "c"."version",
  "c"."report_key",
  "c"."report_version",
  "c"."updated_at"
from
  "critique_requests" as "c"
  inner join "user_cards" as "s" on "s"."id" = "c"."seeker_id"
  left join "user_cards" as "cl" on "cl"."id" = "c"."claimed_by_id"
  left join "user_cards" as "rv" on "rv"."id" = "c"."reviewer_id"
where
  "c"."status" = $1
order by
  "c"."completed_at" desc,
  "c"."id" desc
limit
  $2;

-- CritiquesRepository.queue (open)
select
  "c"."id",
  "c"."seeker_id" as "seekerId",
  "s"."name" as "seekerName",
  "s"."email" as "seekerEmail",
  "c"."resume_id" as "resumeId",
  "c"."resume_name",
  "c"."target_role",
  "c"."target_industry",
  "c"."notes",
  "c"."status",
  "c"."requested_at",
  "c"."charge_id" as "chargeId",
  "c"."included_period_key",
  "c"."claimed_by_id" as "claimedById",
  "cl"."name" as "claimedByName",
  "c"."claim_expires_at",
  "c"."review" as "review",
  "c"."overall_score",
  "c"."reviewer_id" as "reviewerId",
  "rv"."name" as "reviewerName",
  "c"."completed_at",
  "c"."version",
  "c"."report_key",
  "c"."report_version",
  "c"."updated_at"
from
  "critique_requests" as "c"
  inner join "user_cards" as "s" on "s"."id" = "c"."seeker_id"
  left join "user_cards" as "cl" on "cl"."id" = "c"."claimed_by_id"
  left join "user_cards" as "rv" on "rv"."id" = "c"."reviewer_id"
where
  "c"."status" <> $1
order by
  "c"."requested_at" asc,
  "c"."id" asc
limit
  $2;

-- CritiquesRepository.claim
update "critique_requests"
set
  "claimed_by_id" = $1,
  "claim_expires_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and (
    "claimed_by_id" is null
    or "claim_expires_at" <= $5
    or "claimed_by_id" = $6
  )
returning
  "id";

-- CritiquesRepository.release
update "critique_requests"
set
  "claimed_by_id" = $1,
  "claim_expires_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "claimed_by_id" = $5
returning
  "id";

-- CritiquesRepository.saveDraft
update "critique_requests"
set
  "review" = $1,
  "overall_score" = $2,
  "formatting_score" = $3,
  "content_score" = $4,
  "keywords_score" = $5,
  "experience_score" = $6,
  "skills_score" = $7,
  "status" = $8,
  "claim_expires_at" = $9,
  "updated_at" = $10
where
  "id" = $11
  and "claimed_by_id" = $12
  and "claim_expires_at" > $13
  and "status" <> $14
returning
  "id";

-- CritiquesRepository.complete
update "critique_requests"
set
  "review" = $1,
  "overall_score" = $2,
  "formatting_score" = $3,
  "content_score" = $4,
  "keywords_score" = $5,
  "experience_score" = $6,
  "skills_score" = $7,
  "status" = $8,
  "reviewer_id" = $9,
  "completed_at" = coalesce("completed_at", $10),
  "version" = "version" + $11,
  "claimed_by_id" = $12,
  "claim_expires_at" = $13,
  "updated_at" = $14
where
  "id" = $15
  and (
    "status" = $16
    or (
      "claimed_by_id" = $17
      and "claim_expires_at" > $18
    )
  )
returning
  "version";

-- CritiquesRepository.industryStatistics
select
  count(*) as "count",
  avg("overall_score") as "overall",
  avg("formatting_score") as "formatting",
  avg("content_score") as "content",
  avg("keywords_score") as "keywords",
  avg("experience_score") as "experience",
  avg("skills_score") as "skills"
from
  "critique_requests"
where
  "target_industry" = $1
  and "status" = $2;

select
  "overall_score" as "score",
  count(*) as "count"
from
  "critique_requests"
where
  "target_industry" = $1
  and "status" = $2
group by
  "overall_score"
order by
  "overall_score";

-- CritiquesRepository.recordReport
update "critique_requests"
set
  "report_key" = $1,
  "report_version" = $2
where
  "id" = $3
  and "version" = $4
  and (
    "report_version" is null
    or "report_version" < $5
  )
returning
  "id";
