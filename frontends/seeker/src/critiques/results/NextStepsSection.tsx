import { useId } from 'react';
import { useNavigate } from 'react-router';
import { CRITIQUE_MESSAGES } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';
import { critiquesTabPath } from '../api';
import { Points, SectionCard, SectionTitle } from '../styles';
import { CRITIQUE_TEXTS as T } from '../texts';

/** Next Steps: what to do with the results, and 'Request Another Critique', which opens the request tab. */
export function NextStepsSection() {
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <SectionCard as="section" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{CRITIQUE_MESSAGES.nextSteps}</SectionTitle>
      <Points>
        {T.nextStepsLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Points>
      <Button onClick={() => navigate(critiquesTabPath('request'))}>{CRITIQUE_MESSAGES.requestAnother}</Button>
    </SectionCard>
  );
}
