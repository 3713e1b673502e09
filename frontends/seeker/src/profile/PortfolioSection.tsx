import styled from 'styled-components';
import { SEEKER_PROFILE_LIMITS } from '@marketplace/contracts';
import { Button, Card } from '@marketplace/ui';
import { Field, Input } from '@marketplace/ui/fields';
import { FieldErrorList, Hint, Legend, Row, type SectionForm } from './form-parts';
import { fieldId, portfolioKey } from './profile-form';
import type { ProfileForm } from './useProfileForm';

type PortfolioForm = SectionForm & Pick<ProfileForm, 'forgetIndexed' | 'focusLater'>;

/**
 * Portfolio links: one box per link up to the limit, each with its own message; the list's own
 * message shows below them unless a box already shows it.
 */
export function PortfolioSection({ form }: { form: PortfolioForm }) {
  const { values, shown, set, touch, forgetIndexed, focusLater } = form;
  const urls = values.portfolioUrls;
  const groupErrors = listOnlyErrors(form);

  return (
    <Card
      as="fieldset"
      id={fieldId('portfolioUrls')}
      tabIndex={-1}
      aria-describedby={groupErrors ? `${fieldId('portfolioUrls')}-error` : undefined}
    >
      <Legend>Portfolio links</Legend>
      <Hint>Up to {SEEKER_PROFILE_LIMITS.portfolioUrlsMax} links to your work: a website, a portfolio, LinkedIn.</Hint>
      {urls.map((url, index) => (
        <Row key={index} $align="end">
          <Field
            label={`Portfolio link ${index + 1}`}
            error={shown(portfolioKey(index))}
            id={fieldId(portfolioKey(index))}
          >
            {(props) => (
              <Input
                {...props}
                name={portfolioKey(index)}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={url}
                onChange={(event) =>
                  set(
                    'portfolioUrls',
                    urls.map((existing, at) => (at === index ? event.target.value : existing)),
                  )
                }
                onBlur={() => touch(portfolioKey(index))}
              />
            )}
          </Field>
          <RowButton
            $variant="ghost"
            aria-label={`Remove portfolio link ${index + 1}`}
            onClick={() => {
              set(
                'portfolioUrls',
                urls.filter((_existing, at) => at !== index),
              );
              forgetIndexed('portfolioUrls.');
            }}
          >
            Remove
          </RowButton>
        </Row>
      ))}
      <FieldErrorList id={`${fieldId('portfolioUrls')}-error`} messages={groupErrors} />
      {urls.length < SEEKER_PROFILE_LIMITS.portfolioUrlsMax ? (
        <Button
          $variant="secondary"
          onClick={() => {
            focusLater(portfolioKey(urls.length));
            set('portfolioUrls', [...urls, '']);
          }}
        >
          Add a link
        </Button>
      ) : null}
    </Card>
  );
}

/** The list's own messages that no box shows already. */
function listOnlyErrors({ values, shown }: Pick<SectionForm, 'values' | 'shown'>): string[] | null {
  const perBox = new Set(values.portfolioUrls.flatMap((_url, index) => shown(portfolioKey(index)) ?? []));
  const list = (shown('portfolioUrls') ?? []).filter((message) => !perBox.has(message));
  return list.length ? list : null;
}

const RowButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space.md};
`;
