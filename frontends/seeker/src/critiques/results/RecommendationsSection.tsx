import { useId } from 'react';
import styled from 'styled-components';
import {
  CRITIQUE_MESSAGES,
  CUSTOM_CATEGORY,
  RECOMMENDATION_PRIORITIES,
  RECOMMENDATION_PRIORITY_LABELS,
  type CritiqueRecommendation,
} from '@marketplace/contracts';
import { Muted, SectionCard, SectionTitle, SubTitle } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';
import { PriorityIcon } from './PriorityIcon';

interface Group {
  title: string;
  items: CritiqueRecommendation[];
}

/** The reviewer's own recommendations first, then the rest by priority, high to low; empty groups are left out. */
export function groupRecommendations(recommendations: readonly CritiqueRecommendation[]): Group[] {
  const custom = recommendations.filter((item) => item.category === CUSTOM_CATEGORY);
  const rest = recommendations.filter((item) => item.category !== CUSTOM_CATEGORY);
  return [
    { title: T.customGroup, items: custom },
    ...RECOMMENDATION_PRIORITIES.map((priority) => ({
      title: RECOMMENDATION_PRIORITY_LABELS[priority],
      items: rest.filter((item) => item.priority === priority),
    })),
  ].filter((group) => group.items.length > 0);
}

/** Recommendations: custom ones and the rest grouped by priority, each with its priority icon. */
export function RecommendationsSection({ recommendations }: { recommendations: readonly CritiqueRecommendation[] }) {
  const titleId = useId();
  const groups = groupRecommendations(recommendations);
  return (
    <SectionCard as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{CRITIQUE_MESSAGES.recommendations}</SectionTitle>
      {groups.length === 0 ? <Muted>{T.noRecommendations}</Muted> : null}
      {groups.map((group) => (
        <div key={group.title}>
          <SubTitle>{group.title}</SubTitle>
          <List aria-label={group.title}>
            {group.items.map((item, index) => (
              <Item key={`${item.title}-${index}`}>
                <PriorityIcon priority={item.priority} />
                <div>
                  <h4>{item.title}</h4>
                  {item.description ? <p>{item.description}</p> : null}
                  {item.impact ? (
                    <Detail>
                      {T.impact}: {item.impact}
                    </Detail>
                  ) : null}
                  <Detail>
                    {T.category}: {item.category}
                  </Detail>
                </div>
              </Item>
            ))}
          </List>
        </div>
      ))}
    </SectionCard>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    white-space: pre-wrap;
  }
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
