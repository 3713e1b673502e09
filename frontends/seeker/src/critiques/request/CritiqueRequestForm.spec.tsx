import { screen, waitFor, within } from '@testing-library/react';
import {
  CRITIQUE_MESSAGES,
  critiqueEntitlementText,
  type CritiqueEntitlement,
  type CritiqueRequestInput,
  type CritiqueRequestSummary,
} from '@marketplace/contracts';
import type { FetchHandler } from '@marketplace/testing';
import { buildPage, buildProfile, buildResume, buildSummary, INCLUDED, renderCritiques } from '../spec-helpers';

const WITH_CARD: CritiqueEntitlement = {
  kind: 'purchase',
  priceCents: 4900,
  cardBrand: 'Visa',
  cardLast4: '4242',
  includedAgainAt: null,
};
const NO_CARD: CritiqueEntitlement = { ...WITH_CARD, cardBrand: null, cardLast4: null };

function renderForm(options: { entitlement?: CritiqueEntitlement; post?: FetchHandler; profile?: FetchHandler } = {}) {
  const critiques: CritiqueRequestSummary[] = [];
  const posted: CritiqueRequestInput[] = [];
  const keys: Array<string | null> = [];
  const rendered = renderCritiques('/seeker/critiques?tab=request', {
    '/api/seeker/critiques': (url, init) => {
      if (init.method !== 'POST') return { body: buildPage(critiques, options.entitlement ?? INCLUDED) };
      posted.push(JSON.parse(String(init.body)) as CritiqueRequestInput);
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      return options.post ? options.post(url, init) : { status: 201, body: { critique: critiques[0], charge: null } };
    },
    ...(options.profile ? { '/api/seeker/profile': options.profile } : {}),
  });
  return { ...rendered, critiques, posted, keys };
}

async function fillIn(user: ReturnType<typeof renderForm>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Target role' }), 'Bookkeeper');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Target industry' }), 'Accounting & Finance');
  await user.type(screen.getByRole('textbox', { name: 'Notes for the reviewer (optional)' }), 'Look at the summary');
}

describe('CritiqueRequestForm', () => {
  it('checks the form with the server’s rules before sending', async () => {
    const { user, posted } = renderForm();
    await user.click(await screen.findByRole('button', { name: CRITIQUE_MESSAGES.submit }));
    expect(screen.getByRole('textbox', { name: 'Target role' })).toHaveAccessibleDescription(
      CRITIQUE_MESSAGES.targetRoleRequired,
    );
    expect(screen.getByRole('combobox', { name: 'Target industry' })).toHaveAccessibleDescription(
      CRITIQUE_MESSAGES.industryRequired,
    );
    expect(posted).toHaveLength(0);
  });

  it('offers ready resumes only, the default chosen, and links to the profile without any', async () => {
    const { unmount } = renderForm({
      profile: () => ({
        body: buildProfile([
          buildResume('r1', { name: 'Old resume' }),
          buildResume('r2', { name: 'Main resume', isDefault: true }),
          buildResume('r3', { name: 'New resume', status: 'processing' }),
        ]),
      }),
    });
    const select = await screen.findByRole('combobox', { name: 'Resume version' });
    expect(select).toHaveValue('r2');
    expect(within(select).getByRole('option', { name: 'New resume (still processing)' })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Old resume' })).toBeEnabled();
    unmount();

    renderForm({ profile: () => ({ body: buildProfile([]) }) });
    expect(await screen.findByRole('link', { name: 'Upload one on your profile' })).toHaveAttribute(
      'href',
      '/seeker/profile',
    );
    expect(screen.queryByRole('combobox', { name: 'Resume version' })).not.toBeInTheDocument();
  });

  it.each([
    ['included in the plan', INCLUDED, 'Your VIP Platinum Mom Professional plan includes one critique'],
    ['bought with the default card', WITH_CARD, 'A critique costs $49.00. It is charged to your Visa ending in 4242.'],
    ['bought, no card yet', NO_CARD, 'A critique costs $49.00. Add a default card first.'],
  ])('says how the critique is paid: %s', async (_case, entitlement, start) => {
    renderForm({ entitlement });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(critiqueEntitlementText(entitlement));
    expect(note).toHaveTextContent(start);
    const addCard = within(note).queryByRole('link', { name: 'Add a card in Billing' });
    if (entitlement === NO_CARD) expect(addCard).toHaveAttribute('href', '/seeker/billing');
    else expect(addCard).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CRITIQUE_MESSAGES.submit })).toBeEnabled();
  });

  it('says when the plan includes the next one again', async () => {
    renderForm({ entitlement: { ...WITH_CARD, includedAgainAt: '2026-06-01T12:00:00Z' } });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'It is charged to your Visa ending in 4242. Your plan includes the next one from Jun 1, 2026.',
    );
  });

  it('cannot be sent while card payments are unavailable', async () => {
    renderForm({ entitlement: { kind: 'unavailable' } });
    expect(await screen.findByRole('note')).toHaveTextContent(CRITIQUE_MESSAGES.paymentsUnavailable);
    expect(screen.getByRole('button', { name: CRITIQUE_MESSAGES.submit })).toBeDisabled();
  });

  it('shows a refused payment (402) with the way to Billing', async () => {
    const { user, posted } = renderForm({
      entitlement: NO_CARD,
      post: () => ({ status: 402, body: { error: CRITIQUE_MESSAGES.cardRequired, code: 'CRITIQUE_CARD_REQUIRED' } }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: CRITIQUE_MESSAGES.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CRITIQUE_MESSAGES.cardRequired);
    expect(within(alert).getByRole('link', { name: 'Add a card in Billing' })).toHaveAttribute(
      'href',
      '/seeker/billing',
    );
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('tab', { name: CRITIQUE_MESSAGES.requestTab })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends one Idempotency-Key per request meant: the same on a retry, a new one after a change', async () => {
    const { user, keys } = renderForm({
      entitlement: NO_CARD,
      post: () => ({ status: 402, body: { error: CRITIQUE_MESSAGES.cardRequired, code: 'CRITIQUE_CARD_REQUIRED' } }),
    });
    await fillIn(user);
    const submit = screen.getByRole('button', { name: CRITIQUE_MESSAGES.submit });
    await user.click(submit);
    await screen.findByRole('alert');
    await user.click(submit);
    await waitFor(() => expect(keys).toHaveLength(2));
    await user.type(screen.getByRole('textbox', { name: /Target role/ }), ' II');
    await user.click(submit);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the server’s field errors on the fields', async () => {
    const { user } = renderForm({
      post: () => ({
        status: 400,
        body: { error: 'Invalid', code: 'VALIDATION', fieldErrors: { resumeId: [CRITIQUE_MESSAGES.resumeNotReady] } },
      }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: CRITIQUE_MESSAGES.submit }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Resume version' })).toHaveAccessibleDescription(
        CRITIQUE_MESSAGES.resumeNotReady,
      ),
    );
  });

  it('shows the messages of fields not on the form in its alert, each on a line of its own', async () => {
    const { user } = renderForm({
      post: () => ({
        status: 400,
        body: {
          error: 'Invalid',
          code: 'VALIDATION',
          fieldErrors: { entitlement: [CRITIQUE_MESSAGES.cardRequired], payment: [CRITIQUE_MESSAGES.paymentDeclined] },
        },
      }),
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: CRITIQUE_MESSAGES.submit }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([CRITIQUE_MESSAGES.cardRequired, CRITIQUE_MESSAGES.paymentDeclined]);
  });

  it('sends the request, says so and shows it in the list', async () => {
    const { user, posted, critiques } = renderForm({
      post: () => {
        critiques.push(buildSummary({ status: 'requested', completedAt: null, overallScore: null }));
        return { status: 201, body: { critique: critiques[0], charge: null } };
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: CRITIQUE_MESSAGES.submit }));
    expect(await screen.findByText(CRITIQUE_MESSAGES.requested)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        resumeId: 'r1',
        targetRole: 'Bookkeeper',
        targetIndustry: 'Accounting & Finance',
        notes: 'Look at the summary',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: CRITIQUE_MESSAGES.resultsTab })).toHaveAttribute('aria-selected', 'true'),
    );
    const list = await screen.findByRole('list', { name: 'My critiques' });
    expect(within(list).getByRole('article', { name: 'Bookkeeper' })).toHaveTextContent('Requested');
  });
});
