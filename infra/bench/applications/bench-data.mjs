// Builds the applications benchmark's database: the search benchmark's synthetic jobs (a few
// thousand, search/bench-data.mjs), BENCH_SEEKERS seekers with profiles (default 100,000), one
// employer whose first live job has BENCH_APPLICANTS applicants (default 10,000) in every status
// and interview stage, a seeker who applied to the newest jobs (so a search page carries
// applicationStatus on most cards), and applications from other seekers spread over other jobs.
// Written by PostgreSQL from generate_series; every choice is a hash of the row number, so each
// build holds the same data (dates are relative to the build time). 85% of the seekers let
// employers find them (talent search).
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildBenchData } from '../search/bench-data.mjs';

const require = createRequire(import.meta.url);

/** Bump when the generated data changes: an existing database is then rebuilt. */
export const APPLICATIONS_GENERATOR_VERSION = 2;

export const EMPLOYER_EMAIL = 'employer@bench.example';
export const SEEKER_EMAIL = 'seeker1@bench.example';
/** The company whose first live job gets the applicants (the search generator's company 0). */
const COMPANY_KEY = 'bench-company-0';
/** How many of the newest live jobs the signed-in seeker applied to. */
const SEEKER_APPLIED_JOBS = 400;

const FIRST_NAMES = [
  'Amelia',
  'Ava',
  'Beatriz',
  'Camila',
  'Chloe',
  'Dana',
  'Elena',
  'Emma',
  'Fatima',
  'Grace',
  'Hannah',
  'Isabel',
  'Jasmine',
  'Julia',
  'Kara',
  'Laura',
  'Leah',
  'Maria',
  'Maya',
  'Mia',
  'Nadia',
  'Nina',
  'Olivia',
  'Paula',
  'Priya',
  'Rachel',
  'Rosa',
  'Sara',
  'Sofia',
  'Tanya',
  'Valeria',
  'Wendy',
  'Yara',
  'Zoe',
  'Aisha',
  'Bianca',
  'Carmen',
  'Diana',
  'Erin',
  'Gloria',
  'Helen',
  'Irene',
  'Joy',
  'Keiko',
  'Lucia',
  'Monica',
  'Naomi',
  'Pilar',
  'Renee',
  'Silvia',
  'Tessa',
  'Uma',
  'Vera',
  'Daniel',
  'James',
  'Marcus',
  'Omar',
  'Peter',
];
const LAST_NAMES = [
  'Adams',
  'Alvarez',
  'Baker',
  'Bennett',
  'Brooks',
  'Campbell',
  'Carter',
  'Chen',
  'Clarke',
  'Cohen',
  'Collins',
  'Cruz',
  'Davis',
  'Diaz',
  'Edwards',
  'Evans',
  'Fischer',
  'Flores',
  'Foster',
  'Garcia',
  'Gomez',
  'Gray',
  'Green',
  'Hall',
  'Harris',
  'Hughes',
  'Ito',
  'Jackson',
  'James',
  'Johnson',
  'Kelly',
  'Khan',
  'Kim',
  'King',
  'Lee',
  'Lewis',
  'Lopez',
  'Martin',
  'Meyer',
  'Miller',
  'Moore',
  'Morales',
  'Murphy',
  'Nguyen',
  'Novak',
  'Okafor',
  'Olsen',
  'Ortiz',
  'Patel',
  'Perez',
  'Price',
  'Reed',
  'Reyes',
  'Rivera',
  'Roberts',
  'Rossi',
  'Russell',
  'Sanchez',
  'Santos',
  'Schmidt',
  'Scott',
  'Silva',
  'Singh',
  'Smith',
  'Stewart',
  'Sullivan',
  'Taylor',
  'Thomas',
  'Torres',
  'Turner',
  'Walker',
  'Ward',
  'Watson',
  'White',
  'Williams',
  'Wilson',
  'Wong',
  'Young',
  'Zhang',
  'Ziegler',
];
const ABOUT_OPENINGS = [
  'Mother of two coming back to work after a career break, looking for a remote role with flexible hours.',
  'Parent of a toddler; I do my best work in focused blocks and communicate clearly across time zones.',
  'I have spent years keeping a busy household and a freelance practice running side by side.',
  'Working parent who wants a part-time schedule around school hours.',
  'Experienced professional looking for a flexible team that values outcomes over office hours.',
];

/** Description of an existing applications benchmark database, or null. */
export async function describeApplicationsData(client) {
  const { rows } = await client.query(`select to_regclass('bench_applications_meta') is not null as present`);
  if (!rows[0].present) return null;
  const meta = await client.query(`select generator, jobs, seekers, applicants, built_at from bench_applications_meta`);
  return meta.rows[0] ?? null;
}

/** The ids the benchmark works with, read from a built database. */
export async function readFixture(client) {
  const { rows } = await client.query(`select job_id, company_id from bench_applications_meta`);
  const [{ job_id: jobId, company_id: companyId }] = rows;
  const { rows: applicationRows } = await client.query(
    `select id from applications where job_id = $1 and withdrawn_at is null order by md5(id::text) limit 500`,
    [jobId],
  );
  return { jobId, companyId, applicationIds: applicationRows.map((row) => row.id) };
}

/**
 * Drops the database's schema, builds `jobs` search-benchmark jobs (through buildBenchData, which
 * migrates), then the seekers, the employer and the applications. `passwordHash` signs in the
 * employer and the first seeker (PASSWORD of the benchmark).
 */
export async function buildApplicationsData(
  client,
  { jobs, seekers, applicants, distRoot, migrate, log, passwordHash },
) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  await buildBenchData(client, { jobs, distRoot, migrate, log });
  const { JOB_CATEGORIES } = require(path.join(distRoot, 'contracts/index.js'));
  const { DEMO_CATALOG } = require(path.join(distRoot, 'api/modules/jobs/demo/demo-catalog.js'));
  const titles = JOB_CATEGORIES.flatMap((category) => DEMO_CATALOG[category].titles);
  const skills = JOB_CATEGORIES.flatMap((category) => DEMO_CATALOG[category].skills);
  await client.query('set jit = off');
  await client.query(`create or replace function pg_temp.bh(g bigint, k int, n int) returns int language sql immutable
    as 'select (((hashint8extended(g, k::bigint) % n) + n) % n)::int'`);

  // Seekers: users and profiles. Seeker 1 is the one the benchmark signs in as.
  await client.query(
    `insert into users (id, email, name, role, password_hash, headline, email_verified_at, created_at, updated_at)
     select md5('bench-seeker-' || g)::uuid, 'seeker' || g || '@bench.example',
       ($1::text[])[1 + pg_temp.bh(g, 1, cardinality($1::text[]))] || ' ' || ($2::text[])[1 + pg_temp.bh(g, 2, cardinality($2::text[]))],
       'seeker', $3, ($4::text[])[1 + pg_temp.bh(g, 3, cardinality($4::text[]))], now(),
       now() - make_interval(days => pg_temp.bh(g, 4, 900)), now()
     from generate_series(1, $5::int) g`,
    [FIRST_NAMES, LAST_NAMES, passwordHash, titles, seekers],
  );
  await client.query(
    `insert into seeker_profiles (user_id, location, phone, availability, experience_level, about_me, salary_expectations,
       show_salary_expectations, skills, portfolio_urls, work_experience, education, visible_to_employers, updated_at)
     select md5('bench-seeker-' || g)::uuid,
       case when pg_temp.bh(g, 5, 3) = 0 then 'Austin, TX' when pg_temp.bh(g, 5, 3) = 1 then 'Remote' else 'Portland, OR' end,
       '+1 555 ' || lpad((g % 10000000)::text, 7, '0'),
       (array['immediately', 'two_weeks', 'one_month', 'flexible', 'not_looking'])[1 + pg_temp.bh(g, 6, 5)],
       (array['entry', 'mid', 'senior', 'lead'])[1 + pg_temp.bh(g, 7, 4)],
       ($1::text[])[1 + pg_temp.bh(g, 8, cardinality($1::text[]))],
       40000 + 1000 * pg_temp.bh(g, 9, 90), pg_temp.bh(g, 10, 2) = 0,
       to_jsonb(array(select ($2::text[])[1 + (pg_temp.bh(g, 11, cardinality($2::text[])) + k * 7) % cardinality($2::text[])]
                      from generate_series(0, 2 + pg_temp.bh(g, 12, 5)) k)),
       '["https://portfolio.example/bench"]'::jsonb,
       '<p>Led projects for clients in several industries.</p><ul><li>Kept every deadline</li><li>Trained new colleagues</li></ul>',
       '[{"institution":"State University","certifications":"BA","startDate":"2010-09","endDate":"2014-06","notes":""}]'::jsonb,
       pg_temp.bh(g, 13, 100) < 85, now() - make_interval(mins => pg_temp.bh(g, 14, 60 * 24 * 365))
     from generate_series(1, $3::int) g`,
    [ABOUT_OPENINGS, skills, seekers],
  );
  log(`  ${seekers.toLocaleString('en-US')} seekers with profiles (${elapsed()})`);

  // The employer: a user of company 0, and its first live job.
  await client.query(
    `insert into users (id, email, name, role, password_hash, company_id, email_verified_at)
     values (md5('bench-employer')::uuid, $1, 'Bench Employer', 'employer', $2, md5($3)::uuid, now())`,
    [EMPLOYER_EMAIL, passwordHash, COMPANY_KEY],
  );
  const { rows: jobRows } = await client.query(
    `select id from jobs where company_id = md5($1)::uuid and status = 'approved' and expires_at > now() order by posted_at desc limit 1`,
    [COMPANY_KEY],
  );
  if (jobRows.length === 0) throw new Error('The generated data has no live job for the benchmark company');
  const jobId = jobRows[0].id;

  // The job's applicants (seekers 2 .. applicants + 1): half pending, the rest reviewed, in
  // interview, hired or not selected, a few withdrawn; stages for the reviewed and interviewed.
  await client.query(
    `insert into applications (id, job_id, seeker_id, cover_letter, status, interview_stage, applied_at, updated_at, withdrawn_at)
     select md5('bench-application-' || g)::uuid, $1::uuid, md5('bench-seeker-' || g)::uuid,
       case when pg_temp.bh(g, 20, 3) > 0 then 'I would love to bring my experience to this role. I work best with clear goals and a flexible schedule.' end,
       s.status,
       case when s.status = 'reviewed' then 'initial_screening'
            when s.status = 'interview' then (array['technical_interview', 'behavioral_interview', 'final_interview', 'offer_extended'])[1 + pg_temp.bh(g, 21, 4)] end,
       now() - make_interval(mins => pg_temp.bh(g, 22, 60 * 24 * 28)), now(),
       case when pg_temp.bh(g, 23, 100) < 3 and s.status = 'pending' then now() end
     from generate_series(2, $2::int + 1) g,
       lateral (select case when pg_temp.bh(g, 24, 100) < 50 then 'pending' when pg_temp.bh(g, 24, 100) < 75 then 'reviewed'
                            when pg_temp.bh(g, 24, 100) < 85 then 'interview' when pg_temp.bh(g, 24, 100) < 86 then 'hired' else 'rejected' end as status) s`,
    [jobId, applicants],
  );
  await client.query(
    `insert into application_interviews (application_id, stage, scheduled_at, interviewer_notes, next_action_required, next_action_deadline,
       calendar_uid, updated_at, updated_by_id)
     select a.id, a.interview_stage, now() + make_interval(hours => 24 + pg_temp.bh(hashtext(a.id::text), 1, 24 * 14)),
       'Strong communication; follow up on availability.', 'Send the take-home exercise', now() + interval '3 days',
       md5('bench-calendar-' || a.id)::uuid, now(), md5('bench-employer')::uuid
     from applications a where a.job_id = $1 and a.interview_stage is not null`,
    [jobId],
  );

  // The signed-in seeker applied to the newest live jobs; other seekers to jobs at random.
  await client.query(
    `insert into applications (id, job_id, seeker_id, status, applied_at, updated_at)
     select md5('bench-seeker1-application-' || j.id)::uuid, j.id, md5('bench-seeker-1')::uuid,
       (array['pending', 'reviewed', 'interview', 'rejected'])[1 + pg_temp.bh(hashtext(j.id::text), 2, 4)], now(), now()
     from (select id from jobs where status = 'approved' and expires_at > now() order by posted_at desc, id desc limit $1) j`,
    [SEEKER_APPLIED_JOBS],
  );
  await client.query(
    `with live as (select array_agg(id order by id) as ids from jobs where status = 'approved')
     insert into applications (id, job_id, seeker_id, status, applied_at, updated_at)
     select md5('bench-other-application-' || g)::uuid, live.ids[1 + pg_temp.bh(g, 31, cardinality(live.ids))],
       md5('bench-seeker-' || (2 + pg_temp.bh(g, 32, $1::int - 1)))::uuid, 'pending', now() - make_interval(hours => pg_temp.bh(g, 33, 24 * 60)), now()
     from generate_series(1, $2::int) g, live
     on conflict do nothing`,
    [seekers, seekers],
  );
  // Every application's history begins with the seeker applying; a changed status adds a row.
  await client.query(
    `insert into application_status_history (id, application_id, actor_id, from_status, to_status, at)
     select md5('bench-history-' || a.id)::uuid, a.id, a.seeker_id, null, 'pending', a.applied_at from applications a`,
  );
  await client.query(
    `insert into application_status_history (id, application_id, actor_id, from_status, to_status, at)
     select md5('bench-history-2-' || a.id)::uuid, a.id, md5('bench-employer')::uuid, 'pending', a.status, a.applied_at + interval '1 hour'
     from applications a where a.status <> 'pending'`,
  );
  await client.query(
    'vacuum (analyze) users, seeker_profiles, applications, application_status_history, application_interviews',
  );
  const { rows: counted } = await client.query(`select count(*)::int as n from applications`);
  log(
    `  ${counted[0].n.toLocaleString('en-US')} applications, ${applicants.toLocaleString('en-US')} of them on the benchmark job (${elapsed()})`,
  );

  await client.query(`create table bench_applications_meta (generator int not null, jobs int not null, seekers int not null, applicants int not null,
    job_id uuid not null, company_id uuid not null, built_at timestamptz not null default now())`);
  await client.query(
    `insert into bench_applications_meta (generator, jobs, seekers, applicants, job_id, company_id) values ($1, $2, $3, $4, $5, md5($6)::uuid)`,
    [APPLICATIONS_GENERATOR_VERSION, jobs, seekers, applicants, jobId, COMPANY_KEY],
  );
}
