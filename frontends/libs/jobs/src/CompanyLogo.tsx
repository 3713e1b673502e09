import { useState } from 'react';
import styled from 'styled-components';

/** Up to two initials from the company name, for the placeholder when there is no logo. */
export function companyInitials(company: string): string {
  const words = company.trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('');
  return initials.toUpperCase() || '?';
}

/** The company's logo, or its initials when it has none (or the image fails to load). */
export function CompanyLogo({ company, url }: { company: string; url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <Logo src={url} alt={`${company} logo`} width={48} height={48} loading="lazy" onError={() => setFailed(true)} />
    );
  }
  // The company name is printed beside it, so the initials are decoration.
  return (
    <Initials aria-hidden="true" data-testid="company-initials">
      {companyInitials(company)}
    </Initials>
  );
}

const Logo = styled.img`
  width: 48px;
  height: 48px;
  flex: none;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Initials = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.badges.info.fg};
  background: ${({ theme }) => theme.colors.badges.info.bg};
`;
