import styled from 'styled-components';
import { FOOTER_TEXT } from '@marketplace/contracts';
import { useSiteConfig } from '@marketplace/api-client';
import { Badge, Skeleton } from '@marketplace/ui';

/** `tel:` URIs take digits and a leading + only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The footer every page shares; support contacts come from the server's site config. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const config = useSiteConfig();
  // The answer crosses a network boundary; only trust it when both contacts are there.
  const contacts =
    typeof config.data?.supportEmail === 'string' && typeof config.data.supportPhone === 'string' ? config.data : null;

  return (
    <Bar>
      <Inner>
        <Column>
          <Brand>Nestwork</Brand>
          <p>{FOOTER_TEXT.tagline}</p>
          <p>{FOOTER_TEXT.families}</p>
        </Column>

        <Column aria-labelledby="footer-support-heading" as="section">
          <Heading id="footer-support-heading">Support</Heading>
          {contacts ? (
            <Contacts>
              <li>
                Email: <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>
              </li>
              <li>
                Phone: <a href={telHref(contacts.supportPhone)}>{contacts.supportPhone}</a>
              </li>
            </Contacts>
          ) : config.isError || config.data ? (
            <p>Support contacts are unavailable right now.</p>
          ) : (
            <Contacts aria-busy="true">
              <li>
                <Skeleton $width="14rem" />
              </li>
              <li>
                <Skeleton $width="10rem" />
              </li>
            </Contacts>
          )}
          <p>{FOOTER_TEXT.remoteFirst}</p>
        </Column>

        <Column>
          <Badges aria-label="Compliance">
            <li>
              <Badge>{FOOTER_TEXT.soc2}</Badge>
            </li>
            <li>
              <Badge>{FOOTER_TEXT.gdpr}</Badge>
            </li>
          </Badges>
          <p>{FOOTER_TEXT.copyright(year)}</p>
        </Column>
      </Inner>
    </Bar>
  );
}

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.footerLink};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.surface};
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.footerLink};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Brand = styled.p`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Contacts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Badges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
