import { useSearchParams } from 'react-router';
import { errorMessage } from '@marketplace/api-client';
import { EmptyState, ErrorState, PageLead, PageTitle, Spinner, useDocumentTitle } from '@marketplace/ui';
import { AUDIT_PAGE_SIZE, formatDateTime, pageFromParam, useAuditLog } from '../api';
import { Pager } from '../Pager';
import { Table, TableScroll } from '../Table';

/** `/admin/audit-log`: the writes made while impersonating, newest first, paged. */
export function AuditLogPage() {
  useDocumentTitle('Impersonation audit log');
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const log = useAuditLog(page);
  const data = log.data;

  return (
    <section>
      <PageTitle>Impersonation audit log</PageTitle>
      <PageLead>Every change an admin made while acting as another user.</PageLead>
      {data ? (
        data.entries.length === 0 ? (
          <EmptyState title="Nothing recorded yet" message="Changes made while impersonating will appear here." />
        ) : (
          <>
            <TableScroll>
              <Table aria-busy={log.isPlaceholderData || undefined}>
                <caption>
                  {data.total} {data.total === 1 ? 'change' : 'changes'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Admin</th>
                    <th scope="col">Acting as</th>
                    <th scope="col">Request</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td data-label="When">
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </td>
                      <td data-label="Admin">{entry.adminName}</td>
                      <td data-label="Acting as">{entry.targetName}</td>
                      <td data-label="Request">
                        <code>
                          {entry.method} {entry.route}
                        </code>
                      </td>
                      <td data-label="Status">{entry.statusCode}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroll>
            <Pager
              label="Audit log pages"
              page={data.page}
              pageSize={data.pageSize || AUDIT_PAGE_SIZE}
              total={data.total}
              busy={log.isFetching}
              onPage={(next) =>
                setParams((current) => {
                  const copy = new URLSearchParams(current);
                  if (next > 1) copy.set('page', String(next));
                  else copy.delete('page');
                  return copy;
                })
              }
            />
          </>
        )
      ) : log.isError ? (
        <ErrorState title="We couldn't load the audit log" message={errorMessage(log.error)} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : (
        <Spinner label="Loading the audit log…" />
      )}
    </section>
  );
}
