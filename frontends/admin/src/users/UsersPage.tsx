import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import { dashboardPath, useSession } from '@marketplace/auth';
import { EMAIL_DELIVERY_MESSAGES, validateAdminUserSearch, type AdminUserRow, type Role } from '@marketplace/contracts';
import {
  Avatar,
  Button,
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Spinner,
  useDocumentTitle,
  VisuallyHidden,
} from '@marketplace/ui';
import { Input } from '@marketplace/ui/fields';
import { USERS_PAGE_SIZE, pageFromParam, useAdminUsers } from '../api';
import { formatDate } from '@marketplace/ui/dates';
import { useDebouncedField } from '@marketplace/ui/search';
import { EmailFailuresDialog } from '../email-failures/EmailFailuresDialog';
import { Pager } from '../Pager';
import { Table, TableScroll } from '../Table';

export { SEARCH_DEBOUNCE_MS } from '@marketplace/ui/search';

const ROLE_LABELS: Record<Role, string> = { seeker: 'Seeker', employer: 'Employer', admin: 'Admin' };

/** Only seekers and employers have a dashboard to act in; admins are never impersonated. */
function canImpersonate(user: AdminUserRow): boolean {
  return user.role === 'seeker' || user.role === 'employer';
}

type SetParams = ReturnType<typeof useSearchParams>[1];

/** `/admin/users`: a searchable, paged table of users with an Impersonate button per non-admin row. */
export function UsersPage() {
  useDocumentTitle('Users');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFromParam(params.get('page'));
  const users = useAdminUsers(q, page);
  const impersonation = useImpersonate();
  const [failuresOf, setFailuresOf] = useState<AdminUserRow | null>(null);

  function goToPage(next: number) {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });
  }

  const data = users.data;
  return (
    <section>
      <PageTitle>Users</PageTitle>
      <PageLead>Find an employer or a seeker, and act as them to help with their account.</PageLead>

      <UserSearchBox q={q} setParams={setParams} />

      {impersonation.error ? <Alert role="alert">{impersonation.error}</Alert> : null}

      {data ? (
        data.users.length === 0 ? (
          <EmptyState
            title={q ? `No users match “${q}”` : 'No users yet'}
            message={q ? 'Try another name, email or company.' : undefined}
          />
        ) : (
          <>
            <TableScroll>
              <UsersTable
                users={data.users}
                total={data.total}
                q={q}
                busy={users.isPlaceholderData}
                starting={impersonation.starting}
                onImpersonate={(user) => void impersonation.start(user)}
                onShowFailures={setFailuresOf}
              />
            </TableScroll>
            <Pager
              label="Users pages"
              page={data.page}
              pageSize={data.pageSize || USERS_PAGE_SIZE}
              total={data.total}
              onPage={goToPage}
              busy={users.isFetching}
            />
          </>
        )
      ) : users.isError ? (
        <ErrorState
          title="We couldn't load the users"
          message={errorMessage(users.error)}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : (
        <Spinner label="Loading users…" />
      )}
      <EmailFailuresDialog user={failuresOf} onClose={() => setFailuresOf(null)} />
    </section>
  );
}

/** Starts acting as a user and opens their dashboard; says why when the server refuses. */
function useImpersonate() {
  const session = useSession();
  const navigate = useNavigate();
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start(user: AdminUserRow) {
    setStarting(user.id);
    setError(null);
    try {
      const record = await session.startImpersonation(user.id);
      navigate(dashboardPath(record.impersonatedUser.role) ?? '/');
    } catch (caught) {
      setStarting(null);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return { starting, error, start };
}

/** The search box: checked by the server's rule as typed, put in the URL after a pause, following the URL back. */
function UserSearchBox({ q, setParams }: { q: string; setParams: SetParams }) {
  const searchId = useId();
  // The search follows the box after a pause; the URL keeps it (shareable, survives a reload).
  const [text, setText] = useDebouncedField(q, (typed) => {
    const wanted = typed.trim();
    if (wanted === q || validateAdminUserSearch(wanted).q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted) next.set('q', wanted);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  });
  // The server's rule for the search text: what it would refuse stays in the box with its message.
  const searchError = validateAdminUserSearch(text.trim()).q?.[0] ?? null;

  return (
    <Search role="search">
      <label htmlFor={searchId}>Search users</label>
      <Input
        id={searchId}
        type="search"
        placeholder="Name, email or company"
        value={text}
        aria-invalid={searchError ? true : undefined}
        aria-describedby={searchError ? `${searchId}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {searchError ? <SearchError id={`${searchId}-error`}>{searchError}</SearchError> : null}
    </Search>
  );
}

interface UsersTableProps {
  users: readonly AdminUserRow[];
  total: number;
  q: string;
  /** The rows are the previous page's while the next one loads. */
  busy: boolean;
  /** The user being impersonated, while it starts. */
  starting: string | null;
  onImpersonate: (user: AdminUserRow) => void;
  /** Opens the e-mails to the user that could not be delivered. */
  onShowFailures: (user: AdminUserRow) => void;
}

/** One page of users, with Impersonate on the seekers and employers and everyone's delivery failures. */
function UsersTable({ users, total, q, busy, starting, onImpersonate, onShowFailures }: UsersTableProps) {
  return (
    <Table aria-busy={busy || undefined}>
      <caption>
        {total} {total === 1 ? 'user' : 'users'}
        {q ? ` matching “${q}”` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Company</th>
          <th scope="col">Joined</th>
          <th scope="col">
            <VisuallyHidden>Actions</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row" data-label="Name">
              <PersonName>
                <Avatar name={user.name} src={user.profilePictureUrl} size={32} decorative />
                {user.name}
              </PersonName>
            </th>
            <td data-label="Email">{user.email}</td>
            <td data-label="Role" data-nowrap>
              {user.role ? ROLE_LABELS[user.role] : 'No role yet'}
            </td>
            <td data-label="Company">{user.companyName ?? '—'}</td>
            <td data-label="Joined" data-nowrap>
              {formatDate(user.joinedAt)}
            </td>
            <td data-label="Actions" data-actions>
              {canImpersonate(user) ? (
                <Button $variant="secondary" onClick={() => onImpersonate(user)} disabled={starting !== null}>
                  {starting === user.id ? 'Starting…' : 'Impersonate'}
                  <VisuallyHidden> {user.name}</VisuallyHidden>
                </Button>
              ) : null}
              <Button $variant="secondary" onClick={() => onShowFailures(user)}>
                {EMAIL_DELIVERY_MESSAGES.open}
                <VisuallyHidden> {user.name}</VisuallyHidden>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space.xl};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const SearchError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Alert = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

const PersonName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
