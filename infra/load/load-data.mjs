// The load run's database: the search benchmark's synthetic jobs (search/bench-data.mjs: companies
// and jobs), then seekers ready to apply (a profile, a resume, a live Gold plan), employers of those
// companies (every company with an employer holds Gold Plus, so job posts need no purchase first),
// admins, and applications from the seekers to the employers' live jobs, so every employer has
// applicants to review from the first minute. Written by PostgreSQL from generate_series; every
// choice is a hash of the row number, so a build is the same each time. Sign-in e-mails are
// seeker<N>@load.example, employer<N>@load.example and admin<N>@load.example (N from 1), all with
// LOAD_PASSWORD. The resumes are rows only: the run never downloads one.
import { createHash } from 'node:crypto';
import { buildBenchData } from '../bench/search/bench-data.mjs';

/** Bump when the generated data changes: an existing load database is then rebuilt. */
export const LOAD_GENERATOR_VERSION = 1;
export const LOAD_PASSWORD = 'Load-pass-2026';
/** Applications each seeker starts with. */
const APPLICATIONS_PER_SEEKER = 3;

/** PostgreSQL's md5(text)::uuid, computed here, so the run can name seeded rows without reading them. */
export function md5Uuid(text) {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const loadIdentity = {
  seeker: (n) => ({
    email: `seeker${n}@load.example`,
    id: md5Uuid(`load-seeker-${n}`),
    resumeId: md5Uuid(`load-resume-${n}`),
  }),
  employer: (n) => ({ email: `employer${n}@load.example`, id: md5Uuid(`load-employer-${n}`) }),
  admin: (n) => ({ email: `admin${n}@load.example`, id: md5Uuid(`load-admin-${n}`) }),
};

/** The sizes and generator of an existing load database, or null. */
export async function describeLoadData(client) {
  const { rows } = await client.query(`select to_regclass('load_meta') is not null as present`);
  if (!rows[0].present) return null;
  const meta = await client.query(`select generator, jobs, seekers, employers, admins, built_at from load_meta`);
  return meta.rows[0] ?? null;
}

/**
 * Drops the database's schema and builds it anew (buildBenchData migrates through `migrate`).
 * `passwordHash` is LOAD_PASSWORD hashed as the app hashes passwords.
 */
export async function buildLoadData(
  client,
  { jobs, seekers, employers, admins, distRoot, migrate, log, passwordHash },
) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  await buildBenchData(client, { jobs, distRoot, migrate, log });
  await client.query('set jit = off');
  await client.query(`create or replace function pg_temp.bh(g bigint, k int, n int) returns int language sql immutable
    as 'select (((hashint8extended(g, k::bigint) % n) + n) % n)::int'`);

  const { rows: companyRows } = await client.query(`select count(*)::int as n from companies`);
  const companies = companyRows[0].n;
  // Employers are spread over the first companies, several to a company when there are more of them.
  const employerCompanies = Math.min(companies, employers);

  await client.query(
    `insert into users (id, email, name, role, password_hash, headline, email_verified_at, created_at, updated_at)
     select md5('load-seeker-' || g)::uuid, 'seeker' || g || '@load.example', 'Load Seeker ' || g, 'seeker', $1,
       'Remote project coordinator', now(), now() - make_interval(days => pg_temp.bh(g, 1, 400)), now()
     from generate_series(1, $2::int) g`,
    [passwordHash, seekers],
  );
  await client.query(
    `insert into seeker_profiles (user_id, location, phone, availability, experience_level, about_me, salary_expectations,
       show_salary_expectations, skills, portfolio_urls, work_experience, education, visible_to_employers, updated_at)
     select md5('load-seeker-' || g)::uuid, 'Remote', '+1 555 ' || lpad((g % 10000000)::text, 7, '0'), 'flexible',
       (array['entry', 'mid', 'senior'])[1 + pg_temp.bh(g, 2, 3)],
       'Parent looking for a flexible remote role.', 50000, false, '["Scheduling", "Customer Service"]'::jsonb, '[]'::jsonb,
       '<p>Coordinated projects for small teams.</p>', '[]'::jsonb, true, now()
     from generate_series(1, $1::int) g`,
    [seekers],
  );
  await client.query(
    `insert into uploads (id, owner_id, upload_type, purpose, file_name, file_type, file_size, file_key, status, created_at, confirmed_at, processed_at)
     select md5('load-upload-' || g)::uuid, md5('load-seeker-' || g)::uuid, 'document', 'resume', 'Resume.pdf', 'application/pdf', 2300,
       'uploads/load/' || g || '/original', 'ready', now(), now(), now()
     from generate_series(1, $1::int) g`,
    [seekers],
  );
  await client.query(
    `insert into seeker_resumes (id, user_id, upload_id, name, is_default, created_at)
     select md5('load-resume-' || g)::uuid, md5('load-seeker-' || g)::uuid, md5('load-upload-' || g)::uuid, 'Resume', true, now()
     from generate_series(1, $1::int) g`,
    [seekers],
  );
  await client.query(
    `insert into subscriptions (id, user_id, plan_id, status, current_period_start, current_period_end, created_at, updated_at)
     select md5('load-subscription-' || g)::uuid, md5('load-seeker-' || g)::uuid, 'gold', 'active', now(), now() + interval '1 year', now(), now()
     from generate_series(1, $1::int) g`,
    [seekers],
  );
  log(`  ${seekers.toLocaleString('en-US')} seekers with a resume and a plan (${elapsed()})`);

  await client.query(
    `insert into users (id, email, name, role, password_hash, company_id, email_verified_at)
     select md5('load-employer-' || g)::uuid, 'employer' || g || '@load.example', 'Load Employer ' || g, 'employer', $1,
       md5('bench-company-' || ((g - 1) % $3::int))::uuid, now()
     from generate_series(1, $2::int) g`,
    [passwordHash, employers, employerCompanies],
  );
  await client.query(
    `insert into package_grants (id, company_id, package_id, postings, featured, listing_days, expires_at, created_at)
     select md5('load-grant-' || n)::uuid, md5('bench-company-' || n)::uuid, 'gold-plus-small-business', -1, 0, 30,
       now() + interval '180 days', now()
     from generate_series(0, $1::int - 1) n`,
    [employerCompanies],
  );
  await client.query(
    `insert into users (id, email, name, role, password_hash, email_verified_at)
     select md5('load-admin-' || g)::uuid, 'admin' || g || '@load.example', 'Load Admin ' || g, 'admin', $1, now()
     from generate_series(1, $2::int) g`,
    [passwordHash, admins],
  );
  log(
    `  ${employers.toLocaleString('en-US')} employers in ${employerCompanies} companies, ${admins} admins (${elapsed()})`,
  );

  // Each seeker applied to a few live jobs of the employers' companies.
  await client.query(
    `with live as (
       select company_id, array_agg(id order by id) as ids from jobs
       where status = 'approved' and expires_at > now() and company_id in (select md5('bench-company-' || n)::uuid from generate_series(0, $2::int - 1) n)
       group by company_id),
     companies as (select array_agg(company_id order by company_id) as ids from live)
     insert into applications (id, job_id, seeker_id, resume_id, status, applied_at, updated_at)
     select md5('load-application-' || g || '-' || k)::uuid, l.ids[1 + pg_temp.bh(g, 10 + k, cardinality(l.ids))],
       md5('load-seeker-' || g)::uuid, md5('load-resume-' || g)::uuid, 'pending',
       now() - make_interval(hours => 1 + pg_temp.bh(g, 20 + k, 24 * 20)), now()
     from generate_series(1, $1::int) g cross join generate_series(0, $3::int - 1) k cross join companies c
     join lateral (select ids from live where live.company_id = c.ids[1 + (($3::int * g + k) % cardinality(c.ids))]) l on true
     on conflict do nothing`,
    [seekers, employerCompanies, APPLICATIONS_PER_SEEKER],
  );
  await client.query(
    `insert into application_status_history (id, application_id, actor_id, from_status, to_status, at)
     select md5('load-history-' || a.id)::uuid, a.id, a.seeker_id, null, 'pending', a.applied_at from applications a`,
  );
  await client.query(
    'vacuum (analyze) users, seeker_profiles, seeker_resumes, applications, application_status_history',
  );
  const { rows: counted } = await client.query(`select count(*)::int as n from applications`);
  log(`  ${counted[0].n.toLocaleString('en-US')} applications (${elapsed()})`);

  await client.query(`create table load_meta (generator int not null, jobs int not null, seekers int not null,
    employers int not null, admins int not null, built_at timestamptz not null default now())`);
  await client.query(
    `insert into load_meta (generator, jobs, seekers, employers, admins) values ($1, $2, $3, $4, $5)`,
    [LOAD_GENERATOR_VERSION, jobs, seekers, employers, admins],
  );
}
