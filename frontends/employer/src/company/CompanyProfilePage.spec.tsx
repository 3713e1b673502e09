import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { COMPANY_PROFILE_MESSAGES, type CompanyProfile, NOT_SELECTED_EMAILS_LABELS } from '@marketplace/contracts';
import { buildSessionUser, mockFetch, renderWithProviders, type MockReply } from '@marketplace/testing';
import EmployerRoutes from '../routes';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });

const COMPANY: CompanyProfile = {
  id: 'company-1',
  name: 'Harbor & Pine Accounting',
  logoUrl: null,
  logoDisplayUrl: null,
  website: 'https://harborpine.example',
  linkedinUrl: null,
  about: 'Bookkeeping for small businesses.',
  size: '11-50',
  notSelectedEmails: true,
};

const PRESIGNED = {
  uploadUrl: 'https://storage.test/bucket/logo?X-Amz-Signature=abc',
  fileKey: 'logo',
  fileUrl: 'https://storage.test/bucket/logo',
  uploadId: 'up-logo',
  expiresAt: '2026-11-25T10:05:00.000Z',
};

function server(put?: (body: Record<string, unknown>) => MockReply) {
  const puts: Array<Record<string, unknown>> = [];
  mockFetch((url, init) => {
    if (url.hostname === 'storage.test') return { status: 200 };
    switch (`${init.method ?? 'GET'} ${url.pathname}`) {
      case 'GET /api/employer/company':
        return { body: COMPANY };
      case 'PUT /api/employer/company': {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        puts.push(body);
        return put
          ? put(body)
          : { body: { ...COMPANY, ...body, logoDisplayUrl: body.logoUrl ? 'https://storage.test/signed-logo' : null } };
      }
      case 'POST /api/upload/presigned-url':
        return { body: PRESIGNED };
      case 'POST /api/upload/confirm':
        return {
          body: {
            file: {
              id: 'up-logo',
              fileUrl: PRESIGNED.fileUrl,
              fileName: 'logo.png',
              fileType: 'image/png',
              fileSize: 4,
              uploadType: 'avatar',
              status: 'ready',
              rejectionReason: null,
              url: 'https://storage.test/signed-new',
              createdAt: '2026-11-25T10:00:00.000Z',
            },
          },
        };
      default:
        return { status: 404, body: { error: 'Not found' } };
    }
  });
  return { puts };
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<EmployerRoutes />} />
    </Routes>,
    { route: '/employer/company', sessionUser: employer },
  );
}

describe('Company profile page', () => {
  it('loads the profile, uploads a logo and saves every field', async () => {
    const { puts } = server();
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Company name/)).toHaveValue('Harbor & Pine Accounting');
    expect(screen.getByLabelText('Company size')).toHaveValue('11-50');

    await user.upload(
      screen.getByLabelText('Choose a logo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Logo uploaded. Save the profile to use it.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Harbor & Pine Accounting' }).querySelector('img')).toHaveAttribute(
        'src',
        'https://storage.test/signed-new',
      ),
    );

    await user.type(screen.getByLabelText('LinkedIn'), 'https://www.linkedin.com/company/harbor-pine');
    await user.selectOptions(screen.getByLabelText('Company size'), '51-200');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText(COMPANY_PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(puts).toEqual([
      {
        name: 'Harbor & Pine Accounting',
        logoUrl: PRESIGNED.fileUrl,
        website: 'https://harborpine.example',
        linkedinUrl: 'https://www.linkedin.com/company/harbor-pine',
        about: 'Bookkeeping for small businesses.',
        size: '51-200',
        notSelectedEmails: true,
      },
    ]);
  });

  it('turns the not-selected e-mail to applicants off and on again with its checkbox', async () => {
    const { puts } = server();
    const { user } = renderPage();
    const box = await screen.findByRole('checkbox', { name: NOT_SELECTED_EMAILS_LABELS.label });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(NOT_SELECTED_EMAILS_LABELS.hint);
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await screen.findByText(COMPANY_PROFILE_MESSAGES.saved);
    expect(puts[0]).toMatchObject({ notSelectedEmails: false });
    // The saved answer is what the form shows from then on.
    expect(screen.getByRole('checkbox', { name: NOT_SELECTED_EMAILS_LABELS.label })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: NOT_SELECTED_EMAILS_LABELS.label }));
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ notSelectedEmails: true });
  });

  it('checks the fields with the same rules as the server before sending', async () => {
    const { puts } = server();
    const { user } = renderPage();
    const name = await screen.findByLabelText(/Company name/);
    await user.clear(name);
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'not a url');
    await user.type(screen.getByLabelText('LinkedIn'), 'https://example.com/me');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText(COMPANY_PROFILE_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_PROFILE_MESSAGES.websiteInvalid)).toBeInTheDocument();
    expect(screen.getByText(COMPANY_PROFILE_MESSAGES.linkedinInvalid)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it("shows the server's field errors and says the save failed", async () => {
    server(() => ({
      status: 400,
      body: { error: 'Validation failed', fieldErrors: { logoUrl: [COMPANY_PROFILE_MESSAGES.logoNotAllowed] } },
    }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save company profile' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(COMPANY_PROFILE_MESSAGES.saveFailed),
        COMPANY_PROFILE_MESSAGES.logoNotAllowed,
      ]),
    );
  });

  it('removes the logo by saving null', async () => {
    const { puts } = server();
    mockFetch((url, init) => {
      if (`${init.method ?? 'GET'} ${url.pathname}` === 'GET /api/employer/company')
        return {
          body: {
            ...COMPANY,
            logoUrl: 'https://storage.test/bucket/old',
            logoDisplayUrl: 'https://storage.test/signed-old',
          },
        };
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push(body);
      return { body: { ...COMPANY, ...body } };
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    expect(
      within(screen.getByRole('img', { name: 'Harbor & Pine Accounting' })).queryByRole('presentation'),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    await screen.findByText(COMPANY_PROFILE_MESSAGES.saved);
    expect(puts[0]).toMatchObject({ logoUrl: null });
  });
});
