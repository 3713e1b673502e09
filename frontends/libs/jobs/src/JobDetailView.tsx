import styled from 'styled-components';
import {
  EXPERIENCE_LEVEL_LABELS,
  JOB_TYPE_LABELS,
  formatLocation,
  formatPay,
  formatPostedAge,
  type JobDetail,
} from '@marketplace/contracts';
import { Badge, Card } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { CompanyLogo } from './CompanyLogo';

export interface JobDetailViewProps {
  job: JobDetail;
  now?: Date;
  /** Heading level of the title: 1 on its own page, 2 inside a preview. */
  headingLevel?: 1 | 2;
}

/** The job detail as seekers see it (also the employer's preview). */
export function JobDetailView({ job, now, headingLevel = 1 }: JobDetailViewProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <Card as="article" aria-label={job.title}>
      <Header>
        <CompanyLogo company={job.company} url={job.companyLogoUrl} />
        <div>
          <TitleText as={Title}>{job.title}</TitleText>
          <Muted>{job.company}</Muted>
        </div>
      </Header>
      {job.closedReason ? (
        <Closed role="note">This job is {job.closedReason} and no longer takes applications.</Closed>
      ) : null}
      <Facts>
        <div>
          <dt>Location</dt>
          <dd>{formatLocation(job.location)}</dd>
        </div>
        <div>
          <dt>Pay</dt>
          <dd>{formatPay(job.payRange, job.salaryType)}</dd>
        </div>
        <div>
          <dt>Job type</dt>
          <dd>{JOB_TYPE_LABELS[job.jobType] ?? job.jobType}</dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{EXPERIENCE_LEVEL_LABELS[job.experienceLevel] ?? job.experienceLevel}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{job.category}</dd>
        </div>
        {/* A job never posted (waiting for review, a draft) has no age to show. */}
        <div>
          <dt>Posted</dt>
          <dd>{job.postedDate ? formatPostedAge(job.postedDate, { now, formatDay: formatDate }) : 'Not posted yet'}</dd>
        </div>
        {job.applicationDeadline ? (
          <div>
            <dt>Apply by</dt>
            <dd>
              <time dateTime={job.applicationDeadline}>{formatDate(job.applicationDeadline)}</time>
            </dd>
          </div>
        ) : null}
      </Facts>
      {job.isFlexible ? <Badge $tone="success">Flexible Hours</Badge> : null}
      <SectionTitle as={Section}>Description</SectionTitle>
      <Prose>{job.description}</Prose>
      <SectionTitle as={Section}>Qualifications</SectionTitle>
      <Prose>{job.requirements}</Prose>
      {job.skills.length ? (
        <>
          <SectionTitle as={Section}>Skills</SectionTitle>
          <Skills aria-label="Skills">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge $tone="neutral">{skill}</Badge>
              </li>
            ))}
          </Skills>
        </>
      ) : null}
      {job.benefits ? (
        <>
          <SectionTitle as={Section}>Benefits</SectionTitle>
          <Prose>{job.benefits}</Prose>
        </>
      ) : null}
      {job.website || job.linkedinProfile || job.contactPhone ? (
        <>
          <SectionTitle as={Section}>Contact</SectionTitle>
          <Contact>
            {job.website ? (
              <li>
                <a href={job.website} target="_blank" rel="noopener noreferrer">
                  Company website
                </a>
              </li>
            ) : null}
            {job.linkedinProfile ? (
              <li>
                <a href={job.linkedinProfile} target="_blank" rel="noopener noreferrer">
                  LinkedIn
                </a>
              </li>
            ) : null}
            {job.contactPhone ? <li>Phone: {job.contactPhone}</li> : null}
          </Contact>
        </>
      ) : null}
    </Card>
  );
}

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const TitleText = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Closed = styled.p`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.badges.warning.bg};
  color: ${({ theme }) => theme.colors.badges.warning.fg};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
`;

const Prose = styled.p`
  white-space: pre-wrap;
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  padding: 0;
`;

const Contact = styled.ul`
  list-style: none;
  padding: 0;
`;
