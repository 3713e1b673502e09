import styled from 'styled-components';
import {
  AVAILABILITY_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  formatMoney,
  type ApplicantProfileResponse,
} from '@marketplace/contracts';
import { Muted, SkillChips } from '../../profile/SkillChips';
import { membershipPlanLabel } from './labels';
import { Details, ProfileSection, Prose } from './styles';

type Seeker = ApplicantProfileResponse['seeker'];

/** E-mail and phone as links, each only when the server sent it; nothing without either. */
export function ContactSection({ seeker }: { seeker: Pick<Seeker, 'email' | 'phone'> }) {
  if (!seeker.email && !seeker.phone) return null;
  return (
    <ProfileSection title="Contact Information">
      <Details>
        {seeker.email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${seeker.email}`}>{seeker.email}</a>
            </dd>
          </div>
        ) : null}
        {seeker.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${seeker.phone.replace(/[^\d+]/g, '')}`}>{seeker.phone}</a>
            </dd>
          </div>
        ) : null}
      </Details>
    </ProfileSection>
  );
}

/** The seeker's summary. */
export function AboutSection({ aboutMe }: { aboutMe: Seeker['aboutMe'] }) {
  return (
    <ProfileSection title="About">
      {aboutMe ? <Prose>{aboutMe}</Prose> : <Muted>No summary provided.</Muted>}
    </ProfileSection>
  );
}

/** The seeker's skills. */
export function SkillsSection({ skills }: { skills: readonly string[] }) {
  return (
    <ProfileSection title="Skills">
      <SkillChips skills={skills} label="Skills" />
    </ProfileSection>
  );
}

/** Experience level, availability, expected salary and membership plan. */
export function DetailsSection({
  seeker,
}: {
  seeker: Pick<Seeker, 'experienceLevel' | 'availability' | 'expectedSalary' | 'membershipPlan'>;
}) {
  return (
    <ProfileSection title="Experience & Details">
      <Details>
        <div>
          <dt>Experience level</dt>
          <dd>{seeker.experienceLevel ? EXPERIENCE_LEVEL_LABELS[seeker.experienceLevel] : 'Not specified'}</dd>
        </div>
        <div>
          <dt>Availability</dt>
          <dd>{seeker.availability ? AVAILABILITY_LABELS[seeker.availability] : 'Not specified'}</dd>
        </div>
        <div>
          <dt>Expected salary</dt>
          <dd>
            {seeker.expectedSalary !== null ? `${formatMoney(seeker.expectedSalary)} USD per year` : 'Not specified'}
          </dd>
        </div>
        <div>
          <dt>Membership plan</dt>
          <dd>{membershipPlanLabel(seeker.membershipPlan)}</dd>
        </div>
      </Details>
    </ProfileSection>
  );
}

/** The seeker's portfolio links, each opening in a new tab. */
export function PortfolioSection({ urls }: { urls: readonly string[] }) {
  return (
    <ProfileSection title="Portfolio & Links">
      {urls.length ? (
        <Links>
          {urls.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            </li>
          ))}
        </Links>
      ) : (
        <Muted>No links provided.</Muted>
      )}
    </ProfileSection>
  );
}

/** The cover letter sent with the application. */
export function CoverLetterSection({
  coverLetter,
}: {
  coverLetter: ApplicantProfileResponse['application']['coverLetter'];
}) {
  return (
    <ProfileSection title="Cover Letter">
      {coverLetter ? <Prose>{coverLetter}</Prose> : <Muted>No cover letter was sent.</Muted>}
    </ProfileSection>
  );
}

const Links = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  a {
    overflow-wrap: anywhere;
  }
`;
