import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  JOB_CATEGORIES,
  formatJobCount,
  formatLocation,
  formatPay,
  formatPostedAge,
  jobSearchQueryString,
  FEATURED_JOB_BADGE,
  publicJobPath,
  type JobCard,
  type JobCategory,
} from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Skeleton,
  VisuallyHidden,
  useDocumentTitle,
} from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { HOME_NEWEST_JOBS, useCategoryCounts, useNewestJobs } from './api';
import { CtaLink, Section, SectionTitle, Steps, TrustList } from './parts';

export const HOME_TITLE = 'Flexible and remote work for parents';

/** The search page's address for a category (the home page's shortcuts). */
export const categoryJobsPath = (category: JobCategory) => `/jobs?${jobSearchQueryString({ category: [category] })}`;

/**
 * The home page (`/`), for parents looking for flexible work: a search with a category shortcut,
 * the newest jobs, the categories with their live job counts, how it works and why it can be
 * trusted, and the way in for employers. Jobs have no featured flag yet (no billing), so the
 * page lists the newest jobs only. Loaded on demand: the /jobs page never downloads it.
 */
export default function HomePage() {
  useDocumentTitle(HOME_TITLE);
  const signedIn = useSession().user !== null;
  return (
    <>
      <Hero>
        <PageTitle>{HOME_TITLE}</PageTitle>
        <PageLead>
          Nestwork connects mothers and parents with employers who offer remote roles and hours that fit family life.
        </PageLead>
        <HomeSearch />
        <CtaLink $variant="secondary" to="/jobs">
          Browse remote jobs
        </CtaLink>
      </Hero>

      <NewestJobs />
      <Categories />

      <Section aria-labelledby="how-seekers">
        <SectionTitle id="how-seekers">How it works for job seekers</SectionTitle>
        <Steps>
          <li>
            <h3>Search</h3>
            <p>Find remote roles and flexible hours, by category, job type, experience level and pay.</p>
          </li>
          <li>
            <h3>Save and get alerts</h3>
            <p>With an account, keep the jobs you like and get an e-mail when new jobs match your search.</p>
          </li>
          <li>
            <h3>Apply and follow up</h3>
            <p>Apply with your resume and a cover letter, and see where each application stands.</p>
          </li>
        </Steps>
        {signedIn ? null : (
          <CtaLink to="/sign-up?role=seeker" $variant="secondary">
            Create a job seeker account
          </CtaLink>
        )}
      </Section>

      <Section aria-labelledby="how-employers">
        <SectionTitle id="how-employers">How it works for employers</SectionTitle>
        <Steps>
          <li>
            <h3>Post a job</h3>
            <p>
              Describe the role, its hours and pay, and submit it with a job post from a package. Our team reviews it
              before it goes live.
            </p>
          </li>
          <li>
            <h3>Meet applicants</h3>
            <p>Read resumes and cover letters, search talent profiles and invite people to apply.</p>
          </li>
          <li>
            <h3>Hire</h3>
            <p>Move candidates through the interview stages and keep each application's status up to date.</p>
          </li>
        </Steps>
      </Section>

      <Section aria-labelledby="trust">
        <SectionTitle id="trust">Jobs you can trust</SectionTitle>
        <TrustList>
          <li>
            <h3>Every job reviewed by a person</h3>
            <p>Our team reads each job before it is public. Nothing is listed automatically.</p>
          </li>
          <li>
            <h3>No scams</h3>
            <p>A job that asks you to pay, or looks like a scam, is turned down in review and never shown.</p>
          </li>
          <li>
            <h3>Made for family life</h3>
            <p>Filter for remote only and flexible hours, and by the pay you need.</p>
          </li>
        </TrustList>
      </Section>

      <EmployerCall aria-labelledby="employers-cta">
        <SectionTitle id="employers-cta">Hiring? Reach parents who want to work with you</SectionTitle>
        <p>Post a remote or flexible role and meet experienced people looking for work that fits family life.</p>
        <CtaLink to="/employers">Post a job</CtaLink>
      </EmployerCall>
    </>
  );
}

/** The search box with a category shortcut; it opens the search page with both in its address. */
function HomeSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = jobSearchQueryString({
      q: q.trim() || undefined,
      category: category ? [category as JobCategory] : undefined,
    });
    navigate(query ? `/jobs?${query}` : '/jobs');
  }

  return (
    <SearchForm role="search" aria-label="Search jobs" onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-q`}>Search jobs</label>
        <input
          id={`${id}-q`}
          type="search"
          placeholder="Title, company, skill…"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`}>Category</label>
        <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">Any category</option>
          {JOB_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Search</Button>
    </SearchForm>
  );
}

function NewestJobs() {
  const jobs = useNewestJobs();
  return (
    <>
      {jobs.data && jobs.data.featured.length > 0 ? (
        <Section aria-labelledby="featured-jobs">
          <SectionTitle id="featured-jobs">Featured jobs</SectionTitle>
          <JobGrid aria-label="Featured jobs">
            {jobs.data.featured.map((job) => (
              <li key={job.id}>
                <JobSummary job={job} />
              </li>
            ))}
          </JobGrid>
        </Section>
      ) : null}
      <NewestSection jobs={jobs} />
    </>
  );
}

function NewestSection({ jobs }: { jobs: ReturnType<typeof useNewestJobs> }) {
  return (
    <Section aria-labelledby="newest-jobs">
      <SectionTitle id="newest-jobs">Newest jobs</SectionTitle>
      {jobs.data ? (
        jobs.data.newest.length === 0 ? (
          <EmptyState title="No jobs posted yet" message="New roles are added every week. Please check back soon." />
        ) : (
          <>
            <JobGrid aria-label="Newest jobs">
              {jobs.data.newest.map((job) => (
                <li key={job.id}>
                  <JobSummary job={job} />
                </li>
              ))}
            </JobGrid>
            <CtaLink $variant="secondary" to="/jobs">
              See all jobs
            </CtaLink>
          </>
        )
      ) : jobs.isError ? (
        <ErrorState
          title="We couldn't load the newest jobs"
          message={errorMessage(jobs.error)}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading the newest jobs…</VisuallyHidden>
          <JobGrid>
            {Array.from({ length: HOME_NEWEST_JOBS }, (_, index) => (
              <li key={index}>
                <Card>
                  <Skeleton $width="70%" $height="1.25em" />
                  <Skeleton $width="40%" />
                  <Skeleton $width="55%" />
                </Card>
              </li>
            ))}
          </JobGrid>
        </div>
      )}
    </Section>
  );
}

/** A job in short: the full card, with save and apply, is on the search and job pages. */
function JobSummary({ job }: { job: JobCard }) {
  const titleId = useId();
  return (
    <Summary as="article" aria-labelledby={titleId}>
      <JobTitle id={titleId}>
        <Link to={publicJobPath(job.id, job.title)}>{job.title}</Link>
      </JobTitle>
      <Muted>{job.company}</Muted>
      <Facts>
        <li>
          <VisuallyHidden>Location: </VisuallyHidden>
          {formatLocation(job.location)}
        </li>
        <li>
          <VisuallyHidden>Pay: </VisuallyHidden>
          {formatPay(job.payRange, job.salaryType)}
        </li>
        <li>Posted {formatPostedAge(job.postedDate, { formatDay: formatDate })}</li>
      </Facts>
      <Tags>
        {job.isFeatured ? <Badge $tone="warning">{FEATURED_JOB_BADGE}</Badge> : null}
        <Badge $tone="accent">{job.category}</Badge>
        {job.isFlexible ? <Badge $tone="success">Flexible Hours</Badge> : null}
      </Tags>
    </Summary>
  );
}

function Categories() {
  const counts = useCategoryCounts();
  return (
    <Section aria-labelledby="categories">
      <SectionTitle id="categories">Browse by category</SectionTitle>
      {counts.data ? (
        counts.data.length === 0 ? (
          <p>No category has live jobs right now. New roles are added every week.</p>
        ) : (
          <CategoryList>
            {counts.data.map(({ category, count }) => (
              <li key={category}>
                <CategoryLink to={categoryJobsPath(category)}>
                  <span>{category}</span>
                  <Muted as="span">{formatJobCount({ total: count, totalIsCapped: false })}</Muted>
                </CategoryLink>
              </li>
            ))}
          </CategoryList>
        )
      ) : counts.isError ? (
        <ErrorState
          title="We couldn't load the categories"
          message={errorMessage(counts.error)}
          onRetry={() => void counts.refetch()}
          retrying={counts.isFetching}
        />
      ) : (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading the categories…</VisuallyHidden>
          <Skeleton $height="6rem" />
        </div>
      )}
    </Section>
  );
}

const Hero = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

const SearchForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  label {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: 2px;
  }
  input,
  select {
    width: 100%;
    min-height: 44px;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    background: ${({ theme }) => theme.colors.surface};
  }
  button {
    min-height: 44px;
  }
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const JobGrid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  > li {
    display: grid;
  }
`;

const Summary = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const JobTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  overflow-wrap: break-word;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const CategoryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const CategoryLink = styled(Link)`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const EmployerCall = styled(Section)`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.badges.info.bg};
  p {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;
