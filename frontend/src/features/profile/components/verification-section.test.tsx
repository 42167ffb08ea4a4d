import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

/** Stripe.js: its verification modal answers what the test says. */
const verifyIdentity = vi.fn();
vi.mock('@/lib/stripe-js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/stripe-js')>()),
  loadStripeJs: () => Promise.resolve({ verifyIdentity }),
}));

const account = { id: 1, firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: null, isEmailVerified: true, isPhoneVerified: false, language: 'en' };
const at = '2026-11-27T10:00:00.000Z';
const later = '2026-11-27T10:01:00.000Z';
const details = { legalFirstName: 'Amina', legalLastName: 'Okello', dateOfBirth: '1990-04-12', address: { line1: '12 Main St', line2: null, city: 'Columbus', state: 'OH', postalCode: '43004' } };
type Check = { id: string; state: string; reason: string | null; updatedAt: string } | null;
type Review = { id: string; status: string; occupation: string; sourceOfFunds: string; sourceOfFundsDetail: string; requestedAt: string; decidedAt: string | null; declineReason: string | null };

/** The api of a sender on their way through verification; `status` is what GET answers now, changed by the test. */
function backend(start: { tier: string; nextTier: string | null; details: typeof details | null; checks: { id_number: Check; document: Check } }, review: Review | null = null) {
  const state = { status: { ...start, detailsLocked: start.tier !== 'none' }, review };
  const fetchMock = mockApiWith(({ method, path, body }) => {
    if (path === '/api/auth/me') return { body: account };
    if (path === '/api/config') return { body: { stripePublishableKey: 'pk_test_x', stripeJsUrl: 'http://127.0.0.1:4010/stripe/js/v3', tellerApplicationId: 'app', tellerEnvironment: 'sandbox', tellerConnectScriptUrl: 'http://x' } };
    if (method === 'GET' && path === '/api/profile/verification') return { body: state.status };
    if (method === 'PUT' && path === '/api/profile/verification/details') {
      const given = body as typeof details;
      if (given.dateOfBirth === '2015-01-01') return { status: 400, body: { code: 'VERIFICATION.UNDER_AGE', field: 'dateOfBirth', message: 'You must be 18 or older to send money.' } };
      state.status = { ...state.status, details: given };
      return { body: state.status };
    }
    if (method === 'GET' && path === '/api/profile/verification/enhanced') return { body: { review: state.review } };
    if (method === 'POST' && path === '/api/profile/verification/enhanced') {
      const declared = body as Pick<Review, 'occupation' | 'sourceOfFunds' | 'sourceOfFundsDetail'>;
      if (declared.occupation.trim() === '') return { status: 400, body: { code: 'VALIDATION_FAILED', field: 'occupation', message: 'Occupation needs at least 2 characters' } };
      state.review = { id: 'r2', status: 'pending', ...declared, requestedAt: later, decidedAt: null, declineReason: null };
      return { body: { review: state.review } };
    }
    if (method === 'POST' && path === '/api/profile/verification/checks') return { body: { checkId: 'c1', kind: (body as { kind: string }).kind, clientSecret: 'vs_1_secret_test_x' } };
    if (method === 'GET' && path === '/api/sending-limits/tiers') {
      return { body: { basic: { perTransfer: 999, perDay: 2999, perMonth: 2999 }, verified_id: { perTransfer: 2999, perDay: 2999, perMonth: 10000 }, enhanced: { perTransfer: 10000, perDay: 10000, perMonth: 25000 } } };
    }
    return undefined;
  });
  return { fetchMock, state };
}

describe('/profile: identity verification', () => {
  beforeEach(() => setCsrfCookie('csrf-verification'));
  afterEach(() => {
    clearCsrfCookie();
    verifyIdentity.mockReset();
  });

  it('focuses the verification card when the send screen sends the sender to /profile#verification', async () => {
    backend({ tier: 'basic', nextTier: 'verified_id', details: null, checks: { id_number: null, document: null } });
    renderApp('/profile#verification');
    expect(await screen.findByTestId('verification-tier')).toHaveTextContent('Basic');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Identity verification' }).closest('#verification')).toHaveFocus());
  });

  it('shows a new sender they are not verified and what Basic unlocks, saves their details and opens the identity form', async () => {
    const { fetchMock, state } = backend({ tier: 'none', nextTier: 'basic', details: null, checks: { id_number: null, document: null } });
    verifyIdentity.mockImplementation(async () => {
      state.status = { ...state.status, checks: { ...state.status.checks, id_number: { id: 'c1', state: 'processing', reason: null, updatedAt: later } } };
      return { verificationSession: { id: 'vs_1' } };
    });
    const user = userEvent.setup();
    renderApp('/profile');

    expect(await screen.findByTestId('verification-tier')).toHaveTextContent('Not verified');
    expect(await screen.findByTestId('verification-next')).toHaveTextContent('Next level, Basic: Up to $999.00 a transfer and $2,999.00 in 30 days.');
    await user.type(screen.getByLabelText('Legal first name'), 'Amina');
    await user.type(screen.getByLabelText('Legal last name'), 'Okello');
    await user.type(screen.getByLabelText('Date of birth'), '2015-01-01');
    await user.type(screen.getByLabelText('Street address'), '12 Main St');
    await user.type(screen.getByLabelText('City'), 'Columbus');
    await user.selectOptions(screen.getByLabelText('State'), 'OH');
    await user.type(screen.getByLabelText('ZIP code'), '43004');
    await user.click(screen.getByRole('button', { name: 'Save and verify' }));
    expect(await screen.findByText('You must be 18 or older to send money.', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(verifyIdentity).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'Save and verify' }));
    await waitFor(() => expect(verifyIdentity).toHaveBeenCalledWith('vs_1_secret_test_x'));
    expect(callsTo(fetchMock, 'PUT', '/api/profile/verification/details').at(-1)?.body).toEqual(details);
    expect(callsTo(fetchMock, 'POST', '/api/profile/verification/checks')[0]?.body).toEqual({ kind: 'id_number' });
    expect(await screen.findByText('We are checking your identity. This usually takes a moment.')).toBeInTheDocument();
  });

  it('tells a Basic sender why their document check must be tried again, and retries it', async () => {
    const { fetchMock } = backend({
      tier: 'basic',
      nextTier: 'verified_id',
      details,
      checks: { id_number: { id: 'c0', state: 'passed', reason: null, updatedAt: at }, document: { id: 'c1', state: 'awaiting_input', reason: 'document_expired', updatedAt: at } },
    });
    verifyIdentity.mockResolvedValue({ error: { code: 'session_cancelled', message: 'closed' } });
    const user = userEvent.setup();
    renderApp('/profile');

    expect(await screen.findByTestId('verification-tier')).toHaveTextContent('Basic');
    expect(screen.getByTestId('verification-next')).toHaveTextContent('Next level, Verified ID: Up to $2,999.00 a transfer and $10,000.00 in 30 days.');
    expect(screen.getByTestId('verification-reason')).toHaveTextContent('Your ID document has expired. Try again with a valid one.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(callsTo(fetchMock, 'POST', '/api/profile/verification/checks')[0]?.body).toEqual({ kind: 'document' });
    expect(await screen.findByText('The verification was closed before it was finished. You can start it again.')).toBeInTheDocument();
  });

  it('shows a verified sender their tier and limits, and how to reach Enhanced', async () => {
    backend({
      tier: 'verified_id',
      nextTier: 'enhanced',
      details,
      checks: { id_number: { id: 'c0', state: 'passed', reason: null, updatedAt: at }, document: { id: 'c1', state: 'passed', reason: null, updatedAt: at } },
    });
    renderApp('/profile');
    expect(await screen.findByTestId('verification-tier')).toHaveTextContent('Verified ID');
    expect(await screen.findByText('Up to $2,999.00 a transfer and $10,000.00 in 30 days.')).toBeInTheDocument();
    expect(screen.getByTestId('verification-next')).toHaveTextContent('Next level, Enhanced: Up to $10,000.00 a transfer and $25,000.00 in 30 days.');
    expect(await screen.findByText(/tell us your occupation and where your money comes from/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ask for Enhanced verification' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify your ID' })).not.toBeInTheDocument();
  });

  const VERIFIED_ID = {
    tier: 'verified_id',
    nextTier: 'enhanced',
    details,
    checks: { id_number: { id: 'c0', state: 'passed', reason: null, updatedAt: at }, document: { id: 'c1', state: 'passed', reason: null, updatedAt: at } },
  };

  it('asks for Enhanced with the occupation and source of funds (a choice and the sender\'s words), then says it is being reviewed', async () => {
    const { fetchMock } = backend(VERIFIED_ID);
    const user = userEvent.setup();
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Ask for Enhanced verification' });

    await user.type(screen.getByLabelText('Occupation'), 'Registered nurse');
    await user.type(screen.getByLabelText('Tell us more (for example, your employer or business)'), 'Wages from Riverside Hospital');
    // No source chosen: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Ask for Enhanced' }));
    expect(screen.getByLabelText('Source of funds')).toHaveAccessibleDescription('Choose where your money comes from');
    expect(callsTo(fetchMock, 'POST', '/api/profile/verification/enhanced')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Source of funds'), 'Salary');
    await user.click(screen.getByRole('button', { name: 'Ask for Enhanced' }));
    expect(await screen.findByTestId('enhanced-pending')).toHaveTextContent('Your request for Enhanced is being reviewed by our compliance team.');
    expect(form).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/profile/verification/enhanced')[0]?.body).toEqual({ occupation: 'Registered nurse', sourceOfFunds: 'salary', sourceOfFundsDetail: 'Wages from Riverside Hospital' });
  });

  it("shows the server's refusal beside the field and keeps what was typed", async () => {
    backend(VERIFIED_ID);
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByRole('form', { name: 'Ask for Enhanced verification' });
    await user.type(screen.getByLabelText('Occupation'), ' ');
    await user.selectOptions(screen.getByLabelText('Source of funds'), 'savings');
    await user.type(screen.getByLabelText('Tell us more (for example, your employer or business)'), 'Ten years of savings');
    await user.click(screen.getByRole('button', { name: 'Ask for Enhanced' }));
    expect(await screen.findByText('Occupation needs at least 2 characters', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tell us more (for example, your employer or business)')).toHaveValue('Ten years of savings');
    expect(screen.queryByTestId('enhanced-pending')).not.toBeInTheDocument();
  });

  it('shows a declined request with the reason and lets the sender ask again', async () => {
    const reason = 'Please name your employer.';
    backend(VERIFIED_ID, { id: 'r1', status: 'declined', occupation: 'Nurse', sourceOfFunds: 'other', sourceOfFundsDetail: 'Work', requestedAt: at, decidedAt: later, declineReason: reason });
    renderApp('/profile');
    expect(await screen.findByTestId('enhanced-declined')).toHaveTextContent(`Your request for Enhanced was declined: ${reason} You can ask again below.`);
    expect(screen.getByRole('form', { name: 'Ask for Enhanced verification' })).toBeInTheDocument();
  });

  it('says a request still waiting is being reviewed, without the form', async () => {
    backend(VERIFIED_ID, { id: 'r1', status: 'pending', occupation: 'Nurse', sourceOfFunds: 'salary', sourceOfFundsDetail: 'Hospital', requestedAt: at, decidedAt: null, declineReason: null });
    renderApp('/profile');
    expect(await screen.findByTestId('enhanced-pending')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Ask for Enhanced verification' })).not.toBeInTheDocument();
  });
});
