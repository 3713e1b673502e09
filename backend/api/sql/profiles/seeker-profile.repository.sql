-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- SeekerProfileRepository.findByUser
select
  "user_id" as "userId",
  "location",
  "phone",
  "availability",
  "experience_level",
  "about_me",
  "salary_expectations",
  "show_salary_expectations",
  "visible_to_employers",
  "skills" as "skills",
  "portfolio_urls" as "portfolio_urls",
  "work_experience",
  "education" as "education",
  "updated_at"
from
  "seeker_profiles"
where
  "user_id" = $1;

-- SeekerProfileRepository.save
insert into
  "seeker_profiles" (
    "user_id",
    "location",
    "phone",
    "availability",
    "experience_level",
    "about_me",
    "salary_expectations",
    "show_salary_expectations",
    "visible_to_employers",
    "skills",
    "portfolio_urls",
    "work_experience",
    "education",
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
    $13,
    $14
  )
on conflict ("user_id") do update
set
  "location" = $15,
  "phone" = $16,
  "availability" = $17,
  "experience_level" = $18,
  "about_me" = $19,
  "salary_expectations" = $20,
  "show_salary_expectations" = $21,
  "visible_to_employers" = $22,
  "skills" = $23,
  "portfolio_urls" = $24,
  "work_experience" = $25,
  "education" = $26,
  "updated_at" = $27;

-- SeekerProfileRepository.seekersWithSkills
select
  "p"."user_id" as "userId",
  "u"."email",
  "u"."name"
from
  "seeker_profiles" as "p"
  inner join "user_cards" as "u" on "u"."id" = "p"."user_id"
where
  "u"."deleted_at" is null
  and "u"."role" = $1
  and "p"."availability" is distinct from $2
  and "p"."search_skills" && array(
    (
      select distinct
        lower(btrim("s"."value")) as "skill"
      from
        jsonb_array_elements_text(cast($3 as jsonb)) as "s"
      where
        btrim("s"."value") <> $4
    )
  )
order by
  "p"."updated_at" desc,
  "p"."user_id"
limit
  $5;

-- SeekerProfileRepository.deleteOf
delete from "seeker_profiles"
where
  "user_id" = $1;
