import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_LOG_PARAMS,
  type AuditFilterPerson,
  readAuditLogQuery,
} from '@marketplace/contracts';
import { Badge, Button, EmptyState, ErrorState, PageLead, PageTitle, Spinner, useDocumentTitle } from '@marketplace/ui';
import { Field, Select } from '@marketplace/ui/fields';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api';
import { formatDateTime } from '@marketplace/ui/dates';
import { Pager } from '../Pager';
import { filterRow } from '../filters';
import { Table, TableScroll } from '../Table';
import { useFilterParams, type ParamChanges } from '../useFilterParams';
import { filterOptionLabels } from './filter-labels';

const P = AUDIT_LOG_PARAMS;

type AuditParam = (typeof P)[keyof typeof P];
type AuditQuery = ReturnType<typeof readAuditLogQuery>['query'];
type AuditPage = NonNullable<ReturnType<typeof useAuditLog>['data']>;

/**
 * `/admin/audit-log`: what admins did while impersonating, in words, newest first, paged. The
 * filters live in the URL (a reload or Back keeps them) and are applied by the server.
 */
export function AuditLogPage() {
  useDocumentTitle('Impersonation audit log');
  const [params, update] = useFilterParams<AuditParam>();
  // The server's reader: a value it would refuse (an unknown action, a page of '1e21') is dropped.
  const { query } = readAuditLogQuery({
    page: params.get('page') ?? undefined,
    admin: params.get(P.admin) ?? undefined,
    user: params.get(P.user) ?? undefined,
    action: params.get(P.action) ?? undefined,
    refused: params.get(P.refused) ?? undefined,
  });
  const log = useAuditLog({ ...query, pageSize: AUDIT_PAGE_SIZE });
  const data = log.data;
  const filtered = query.adminId !== null || query.userId !== null || query.action !== null;

  return (
    <section>
      <PageTitle>Impersonation audit log</PageTitle>
      <PageLead>What admins did while acting as another user: who, as whom and when.</PageLead>

      <AuditFilters query={query} data={data} filtered={filtered} update={update} />

      {data ? (
        data.entries.length === 0 ? (
          filtered || query.page > 1 ? (
            <EmptyState
              title="Nothing matches these filters"
              message={
                query.includeRefused
                  ? 'Try another admin, user or action.'
                  : 'Try another admin, user or action, or show refused requests.'
              }
            />
          ) : (
            <EmptyState title="Nothing recorded yet" message="What admins do while impersonating will appear here." />
          )
        ) : (
          <>
            <TableScroll>
              <AuditTable data={data} includeRefused={query.includeRefused} busy={log.isPlaceholderData} />
            </TableScroll>
            <Pager
              label="Audit log pages"
              page={data.page}
              pageSize={data.pageSize || AUDIT_PAGE_SIZE}
              total={data.total}
              busy={log.isFetching}
              onPage={(next) => update({ page: next > 1 ? String(next) : null })}
            />
          </>
        )
      ) : log.isError ? (
        <ErrorState
          title="We couldn't load the audit log"
          message={errorMessage(log.error)}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : (
        <Spinner label="Loading the audit log…" />
      )}
    </section>
  );
}

interface AuditFiltersProps {
  query: AuditQuery;
  /** The page shown, whose admins and users the filters offer. */
  data: AuditPage | undefined;
  filtered: boolean;
  update: (changes: ParamChanges<AuditParam | 'page'>) => void;
}

/** Admin, user, action and refused requests; each change goes to the URL at once. */
function AuditFilters({ query, data, filtered, update }: AuditFiltersProps) {
  return (
    <Filters aria-label="Filter the audit log">
      <Field label="Admin">
        {(props) => (
          <Select
            {...props}
            value={query.adminId ?? ''}
            onChange={(event) => update({ [P.admin]: event.target.value })}
          >
            <option value="">All admins</option>
            <PeopleOptions people={data?.admins} selected={query.adminId} unknown="An admin not in the log" />
          </Select>
        )}
      </Field>
      <Field label="User" hint="Acted as, or acted on">
        {(props) => (
          <Select {...props} value={query.userId ?? ''} onChange={(event) => update({ [P.user]: event.target.value })}>
            <option value="">All users</option>
            <PeopleOptions people={data?.users} selected={query.userId} unknown="A user not in the log" />
          </Select>
        )}
      </Field>
      <Field label="Action">
        {(props) => (
          <Select
            {...props}
            value={query.action ?? ''}
            onChange={(event) => update({ [P.action]: event.target.value })}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Checkbox>
        <input
          type="checkbox"
          checked={query.includeRefused}
          onChange={(event) => update({ [P.refused]: event.target.checked ? 'true' : null })}
        />{' '}
        Show refused requests
      </Checkbox>
      {filtered ? (
        <Button $variant="secondary" onClick={() => update({ [P.admin]: null, [P.user]: null, [P.action]: null })}>
          Clear filters
        </Button>
      ) : null}
    </Filters>
  );
}

/** One page of the log: when, what happened (refused ones marked), the admin and whom they acted as. */
function AuditTable({ data, includeRefused, busy }: { data: AuditPage; includeRefused: boolean; busy: boolean }) {
  return (
    <Table aria-busy={busy || undefined}>
      <caption>
        {data.total} {data.total === 1 ? 'entry' : 'entries'}
        {includeRefused ? ', refused requests included' : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What happened</th>
          <th scope="col">Admin</th>
          <th scope="col">Acting as</th>
        </tr>
      </thead>
      <tbody>
        {data.entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When" data-nowrap>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <td data-label="What happened">
              <Summary>
                {entry.summary}
                {entry.refused ? <Badge $tone="danger">Refused</Badge> : null}
              </Summary>
              <Request>
                {entry.method} {entry.route} · {entry.statusCode}
              </Request>
            </td>
            <td data-label="Admin">{entry.admin.name}</td>
            <td data-label="Acting as">{entry.actingAs.name}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The people a filter offers (people of the same name told apart), plus the one the URL names when the log no longer has them. */
function PeopleOptions({
  people = [],
  selected,
  unknown,
}: {
  people?: readonly AuditFilterPerson[];
  selected: string | null;
  unknown: string;
}) {
  const labels = filterOptionLabels(people);
  return (
    <>
      {people.map((person) => (
        <option key={person.id} value={person.id}>
          {labels.get(person.id) ?? person.name}
        </option>
      ))}
      {selected !== null && !people.some((person) => person.id === selected) ? (
        <option value={selected}>{unknown}</option>
      ) : null}
    </>
  );
}

const Filters = styled.div.attrs({ role: 'group' })`
  ${filterRow}
`;

const Checkbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Summary = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

// The request as recorded, for an admin who needs the detail; a path may break anywhere (Table).
const Request = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
