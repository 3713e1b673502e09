import styled from 'styled-components';
import { TALENT_MESSAGES, formatMoney, type TalentProfile } from '@marketplace/contracts';
import { Muted, SkillChips } from '../../profile/SkillChips';
import { Plain, Section, Text } from './styles';

/** The seeker's summary; nothing without one. */
export function AboutSection({ aboutMe }: Pick<TalentProfile, 'aboutMe'>) {
  if (!aboutMe) return null;
  return (
    <Section title="About">
      <Text>{aboutMe}</Text>
    </Section>
  );
}

/** The yearly salary the seeker expects, only when they chose to show it. */
export function SalarySection({
  talent,
}: {
  talent: Pick<TalentProfile, 'showSalaryExpectations' | 'salaryExpectations'>;
}) {
  if (!talent.showSalaryExpectations || talent.salaryExpectations === null) return null;
  return (
    <Section title="Salary Expectations">
      <p>{formatMoney(talent.salaryExpectations)} per year</p>
    </Section>
  );
}

/** The seeker's skills. */
export function SkillsSection({ skills }: Pick<TalentProfile, 'skills'>) {
  return (
    <Section title="Skills & Expertise">
      <SkillChips skills={skills} />
    </Section>
  );
}

/** The seeker's portfolio links, each opening in a new tab; nothing without any. */
export function PortfolioSection({ portfolioUrls }: Pick<TalentProfile, 'portfolioUrls'>) {
  if (portfolioUrls.length === 0) return null;
  return (
    <Section title="Portfolio">
      <Plain>
        {portfolioUrls.map((url) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noopener noreferrer nofollow">
              {url}
            </a>
          </li>
        ))}
      </Plain>
    </Section>
  );
}

/** The seeker's work experience as formatted in the editor; nothing without it. */
export function WorkExperienceSection({ workExperience }: Pick<TalentProfile, 'workExperience'>) {
  if (!workExperience) return null;
  return (
    <Section title="Work Experience">
      {/* Sanitised on the server to the editor's formatting (paragraphs, bold, italic, lists, links). */}
      <RichText dangerouslySetInnerHTML={{ __html: workExperience }} />
    </Section>
  );
}

/** Each school with its certifications, months and notes; nothing without any. */
export function EducationSection({ education }: Pick<TalentProfile, 'education'>) {
  if (education.length === 0) return null;
  return (
    <Section title="Education">
      <Plain>
        {education.map((entry, index) => (
          <li key={`${entry.institution}-${index}`}>
            <strong>{entry.institution}</strong>
            {entry.certifications ? <span> · {entry.certifications}</span> : null}
            {entry.startDate || entry.endDate ? (
              <Muted>
                {[entry.startDate?.slice(0, 7) ?? '…', entry.endDate?.slice(0, 7) ?? 'present'].join(' – ')}
              </Muted>
            ) : null}
            {entry.notes ? <Text>{entry.notes}</Text> : null}
          </li>
        ))}
      </Plain>
    </Section>
  );
}

/** E-mail and phone as the server sent them, or why they are hidden. */
export function ContactSection({ talent }: { talent: Pick<TalentProfile, 'contactVisible' | 'email' | 'phone'> }) {
  return (
    <Section title="Contact Information">
      {/* The server decides (the contact rule) and sends e-mail and phone only when allowed. */}
      {talent.contactVisible ? null : <Muted>{TALENT_MESSAGES.emailHidden}</Muted>}
      {talent.email ? (
        <p>
          Email: <a href={`mailto:${talent.email}`}>{talent.email}</a>
        </p>
      ) : null}
      {talent.phone ? <p>Phone: {talent.phone}</p> : null}
    </Section>
  );
}

const RichText = styled.div`
  overflow-wrap: anywhere;
  ul,
  ol {
    padding-left: 1.25rem;
  }
`;
