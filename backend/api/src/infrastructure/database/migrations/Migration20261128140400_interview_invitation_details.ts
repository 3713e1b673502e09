import { Migration } from '@mikro-orm/migrations';

/**
 * The interview invitation's details on `application_interviews`: the IANA zone the employer set
 * the interview's times in, the location, the meeting link (https only) and the message to the
 * candidate. Interviews that already have a time get their company's zone, the one their
 * invitations were written in until now, so they read and re-send as before.
 */
export class Migration20261128140400_interview_invitation_details extends Migration {
  override name = 'Migration20261128140400_interview_invitation_details';

  override up(): void {
    this.addSql(`alter table "application_interviews"
      add column "time_zone" text null,
      add column "location" text null,
      add column "meeting_url" text null,
      add column "message_to_candidate" text null;`);
    this.addSql(
      `alter table "application_interviews" add constraint "application_interviews_time_zone_length" check (char_length("time_zone") <= 64);`,
    );
    this.addSql(
      `alter table "application_interviews" add constraint "application_interviews_location_length" check (char_length("location") <= 200);`,
    );
    this.addSql(
      `alter table "application_interviews" add constraint "application_interviews_meeting_url_https" check (char_length("meeting_url") <= 2000 and "meeting_url" ~* '^https://');`,
    );
    this.addSql(
      `alter table "application_interviews" add constraint "application_interviews_message_length" check (char_length("message_to_candidate") <= 2000);`,
    );
    this.addSql(`update "application_interviews" as "i" set "time_zone" = "c"."time_zone"
      from "applications" as "a"
      join "jobs" as "j" on "j"."id" = "a"."job_id"
      join "companies" as "c" on "c"."id" = "j"."company_id"
      where "a"."id" = "i"."application_id"
        and ("i"."scheduled_at" is not null or "i"."completed_at" is not null or "i"."next_action_deadline" is not null);`);
  }

  override down(): void {
    this.addSql(`alter table "application_interviews"
      drop constraint "application_interviews_time_zone_length",
      drop constraint "application_interviews_location_length",
      drop constraint "application_interviews_meeting_url_https",
      drop constraint "application_interviews_message_length",
      drop column "time_zone",
      drop column "location",
      drop column "meeting_url",
      drop column "message_to_candidate";`);
  }
}
