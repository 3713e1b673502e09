import { useId, useState } from 'react';
import {
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  scoreBand,
  type CritiqueSection,
  type CritiqueSectionKey,
  type CritiqueSections,
} from '@marketplace/contracts';
import { Badge } from '@marketplace/ui';
import { Chips, Muted, Points, SectionCard, SectionTitle, SubTitle } from '../styles';
import { Tabs } from '../Tabs';
import { CRITIQUE_TEXTS as T } from '../texts';
import { BAND_TONES } from './ScoreRing';

/** Detailed Analysis: one tab per scored section, in the contract's order. */
export function AnalysisTabs({ sections }: { sections: CritiqueSections }) {
  const titleId = useId();
  const [selected, setSelected] = useState<CritiqueSectionKey>(CRITIQUE_SECTIONS[0]);
  return (
    <SectionCard as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{CRITIQUE_MESSAGES.detailedAnalysis}</SectionTitle>
      <Tabs
        label={CRITIQUE_MESSAGES.detailedAnalysis}
        selected={selected}
        onSelect={setSelected}
        items={CRITIQUE_SECTIONS.map((key) => ({
          key,
          label: CRITIQUE_SECTION_LABELS[key],
          panel: <SectionPanel sectionKey={key} sections={sections} />,
        }))}
      />
    </SectionCard>
  );
}

function SectionPanel({ sectionKey, sections }: { sectionKey: CritiqueSectionKey; sections: CritiqueSections }) {
  const section: CritiqueSection = sections[sectionKey];
  // The first content feedback item is the reviewer's own text, shown in its own section below.
  const feedback = sectionKey === 'content' ? section.feedback.slice(1) : section.feedback;
  const band = scoreBand(section.score);
  return (
    <div>
      <p>
        <strong>
          {T.score}: {section.score} / 100
        </strong>{' '}
        <Badge $tone={BAND_TONES[band]}>{band}</Badge>
      </p>
      <TextList title={T.feedback} items={feedback} />
      <TextList title={T.suggestions} items={section.suggestions} />
      {sectionKey === 'keywords' ? (
        <>
          <KeywordChips title={T.missingKeywords} keywords={sections.keywords.missingKeywords} tone="warning" />
          <KeywordChips title={T.industryKeywords} keywords={sections.keywords.industryKeywords} tone="neutral" />
        </>
      ) : null}
    </div>
  );
}

function TextList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <SubTitle>{title}</SubTitle>
      {items.length ? (
        <Points aria-label={title}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </Points>
      ) : (
        <Muted>{T.nothingListed}</Muted>
      )}
    </>
  );
}

function KeywordChips({
  title,
  keywords,
  tone,
}: {
  title: string;
  keywords: readonly string[];
  tone: 'warning' | 'neutral';
}) {
  return (
    <>
      <SubTitle>{title}</SubTitle>
      {keywords.length ? (
        <Chips aria-label={title}>
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Badge $tone={tone}>{keyword}</Badge>
            </li>
          ))}
        </Chips>
      ) : (
        <Muted>{T.nothingListed}</Muted>
      )}
    </>
  );
}
