import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const account = (language = 'en') => ({ id: 1, firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: null, isEmailVerified: true, isPhoneVerified: false, language });
const CASE = '6f1c7a52-3e0b-4a57-9d1e-2f7e0c1b9a11';
const question = 'What is the source of the $3,100 you sent on Friday?';

/** A sender asked one question (until they answer it); `refuse` answers the POST with that error. */
function backend({ language = 'en', asked = true, refuse }: { language?: string; asked?: boolean; refuse?: { status: number; body: object } } = {}) {
  const state = { requests: asked ? [{ caseId: CASE, question, requestedAt: '2026-11-27T10:00:00.000Z' }] : [] };
  const fetchMock = mockApiWith(({ method, path }) => {
    if (path === '/api/auth/me') return { body: account(language) };
    if (method === 'GET' && path === '/api/profile/information-requests') return { body: { requests: state.requests } };
    if (method === 'POST' && path === `/api/profile/information-requests/${CASE}/answer`) {
      if (refuse) return refuse;
      state.requests = [];
      return { status: 204 };
    }
    return undefined;
  });
  return fetchMock;
}

describe('a compliance question for the sender', () => {
  beforeEach(() => setCsrfCookie('csrf-information'));
  afterEach(() => clearCsrfCookie());

  it('shows on the dashboard with the operator’s question, takes the answer and goes away once answered', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    renderApp('/dashboard');

    const notice = within(await screen.findByRole('region', { name: 'We need some information from you' }));
    expect(notice.getByTestId('information-request-question')).toHaveTextContent(question);
    // Nothing typed: asked for an answer, nothing sent.
    await user.click(notice.getByRole('button', { name: 'Send answer' }));
    expect(notice.getByText('Write your answer (at least 3 characters).')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/profile/information-requests/${CASE}/answer`)).toHaveLength(0);

    await user.type(notice.getByLabelText('Your answer'), 'My salary from Columbus Builders.');
    await user.click(notice.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'We need some information from you' })).not.toBeInTheDocument());
    const [sent] = callsTo(fetchMock, 'POST', `/api/profile/information-requests/${CASE}/answer`);
    expect(sent!.body).toEqual({ answer: 'My salary from Columbus Builders.' });
    expect(await screen.findByText('Thank you: your answer was sent to our compliance team.')).toBeInTheDocument();
  });

  it('shows on /profile in the account’s language (Swahili), the question as written', async () => {
    backend({ language: 'sw' });
    renderApp('/profile');

    const notice = within(await screen.findByRole('region', { name: 'Tunahitaji taarifa kutoka kwako' }));
    expect(notice.getByTestId('information-request-question')).toHaveTextContent(question);
    expect(notice.getByRole('button', { name: 'Tuma jibu' })).toBeInTheDocument();
  });

  it('keeps the question and says why when the answer is refused', async () => {
    backend({ refuse: { status: 409, body: { code: 'COMPLIANCE.NO_INFORMATION_REQUESTED', message: 'Nothing is asked of you on this case any more.' } } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    const notice = within(await screen.findByRole('region', { name: 'We need some information from you' }));
    await user.type(notice.getByLabelText('Your answer'), 'Salary.');
    await user.click(notice.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Nothing is asked of you on this case any more.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'We need some information from you' })).toBeInTheDocument();
  });

  it('shows nothing when nothing is asked', async () => {
    backend({ asked: false });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Amina' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('information-request')).not.toBeInTheDocument());
  });
});
