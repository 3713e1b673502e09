import { useId, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  JOB_CARD_TYPE_LABELS,
  FEATURED_JOB_BADGE,
  formatLocation,
  formatPay,
  formatPostedAge,
  jobCardBadge,
  visibleSkills,
  type JobCard as JobCardData,
} from '@marketplace/contracts';
import { useSession } from '@marketplace/auth';
import { Badge, ButtonLink, Card, VisuallyHidden } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { CompanyLogo } from './CompanyLogo';
import { SaveJobButton, ShareJobButton } from './actions';
import { JobStateBadge } from './application-badge';
import { ApplyNowButton } from './apply-action';

export interface JobCardProps {
  job: JobCardData;
  /** Reference time for the posted age; the current time by default. */
  now?: Date;
  /** Save and share controls; off in previews of jobs not yet published. */
  interactive?: boolean;
}

/** The seeker's job card, with the shared display rules for pay, posted age, location, skills and badges. */
export function JobCard({ job, now, interactive = true }: JobCardProps) {
  const titleId = useId();
  const { shown, moreCount } = visibleSkills(job.skills);
  const status = jobCardBadge(job);
  const viewDetails = useRef<HTMLAnchorElement>(null);
  const id = encodeURIComponent(job.id);
  // A signed-in seeker opens the in-app detail in a new tab, keeping the search; anyone else
  // could not open that page, so visitors (and other roles) get the public job page, here. Its
  // address without the slug serves the same page (the server redirects it to /jobs/{id}-{slug}),
  // and spares the /jobs page the slug code.
  const detail =
    useSession().actingUser?.role === 'seeker'
      ? { to: `/seeker/jobs/${id}`, target: '_blank', rel: 'noopener' }
      : { to: `/jobs/${id}` };

  return (
    <Card as="article" data-testid="job-card" aria-labelledby={titleId}>
      <Header>
        <CompanyLogo company={job.company} url={job.companyLogoUrl} />
        <Heading>
          <Title id={titleId}>
            {/* The title is the obvious thing to click; it opens the detail like View Details. */}
            <TitleLink {...detail}>{job.title}</TitleLink>
          </Title>
          <Company>{job.company}</Company>
        </Heading>
        {/* Archived / filled / applied state; an open job not applied to offers 'Apply Now' below instead. */}
        <JobStateBadge badge={status} />
      </Header>

      <Facts>
        <li>
          <VisuallyHidden>Location: </VisuallyHidden>
          {formatLocation(job.location)}
        </li>
        <li>
          <VisuallyHidden>Pay: </VisuallyHidden>
          {formatPay(job.payRange, job.salaryType)}
        </li>
        <li>
          {job.postedDate ? (
            <time dateTime={job.postedDate}>
              Posted {formatPostedAge(job.postedDate, { now, formatDay: formatDate })}
            </time>
          ) : (
            <>Posted {formatPostedAge(null, { now, formatDay: formatDate })}</>
          )}
        </li>
      </Facts>

      <Description>{job.description}</Description>

      <Tags aria-label="Job type and category">
        {job.isFeatured ? (
          <li>
            <Badge $tone="warning">{FEATURED_JOB_BADGE}</Badge>
          </li>
        ) : null}
        <li>
          <Badge $tone="info">{JOB_CARD_TYPE_LABELS[job.type] ?? job.type}</Badge>
        </li>
        <li>
          <Badge $tone="accent">{job.category}</Badge>
        </li>
        {job.isFlexible ? (
          <li>
            <Badge $tone="success">Flexible Hours</Badge>
          </li>
        ) : null}
      </Tags>

      {shown.length ? (
        <Skills aria-label="Skills">
          {shown.map((skill) => (
            <li key={skill}>
              <Skill>{skill}</Skill>
            </li>
          ))}
          {moreCount > 0 ? <More>+{moreCount} more</More> : null}
        </Skills>
      ) : null}

      <Actions>
        {interactive ? (
          <>
            <SaveJobButton jobId={job.id} title={job.title} />
            <ShareJobButton jobId={job.id} title={job.title} />
          </>
        ) : null}
        {status.kind === 'apply' ? (
          // A seeker applies in a dialog on this page (the card then shows the new status); visitors
          // follow the link to the job page, through sign-in. Once applied, the status badge replaces it.
          <ApplyNowButton
            job={{ id: job.id, title: job.title, company: job.company }}
            describedBy={titleId}
            newTab
            returnFocusTo={() => viewDetails.current}
          />
        ) : null}
        <ButtonLink ref={viewDetails} as={Link} $variant="secondary" {...detail} aria-describedby={titleId}>
          View Details
        </ButtonLink>
      </Actions>
    </Card>
  );
}

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Company = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const inlineList = `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Facts = styled.ul`
  ${inlineList}
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One line only; the full text belongs to the detail page. */
const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 1;
  line-clamp: 1;
  overflow: hidden;
`;

const Tags = styled.ul`
  ${inlineList}
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Skills = styled.ul`
  ${inlineList}
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Skill = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const More = styled.li`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;
