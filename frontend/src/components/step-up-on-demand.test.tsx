import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiWrite } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { IntlWrapper } from '@/testing/intl-wrapper';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { StepUpDialogOnDemand } from './step-up-on-demand';

vi.mock('@simplewebauthn/browser', () => import('@/testing/webauthn'));

/** A page that saves a recipient twice in a row, with the app's on-demand step-up dialog. */
function SaveRecipient() {
  const [outcome, setOutcome] = useState('');
  async function save(name: string) {
    try {
      await apiWrite('POST', '/api/recipients', { firstName: name });
      setOutcome(`saved ${name}`);
    } catch (error) {
      setOutcome(errorMessage(error, 'failed'));
    }
  }
  return (
    <>
      <button type="button" onClick={() => void save('Grace')}>
        Save Grace
      </button>
      <button type="button" onClick={() => void save('Amina')}>
        Save Amina
      </button>
      <p data-testid="outcome">{outcome}</p>
      <StepUpDialogOnDemand />
    </>
  );
}

/** Every new recipient needs a fresh step-up (the password), so the dialog is asked twice. */
function backend() {
  let verified = false;
  return mockApiWith(({ method, path, body }) => {
    if (method === 'POST' && path === '/api/recipients') {
      if (!verified) return { status: 403, body: { code: 'AUTH.STEP_UP_REQUIRED', method: 'password', message: 'Enter your password first.' } };
      verified = false;
      return { status: 201, body: { id: 7 } };
    }
    if (method === 'POST' && path === '/api/auth/step-up') {
      verified = (body as { password?: string }).password === 'correct horse';
      return verified ? { body: {} } : { status: 400, body: { message: 'Your current password is not correct' } };
    }
    return undefined;
  });
}

// Issue #27: the dialog is not in the entry bundle; it downloads the first time the server asks.
describe('the step-up dialog on demand', () => {
  beforeEach(() => setCsrfCookie('csrf-step-up'));
  afterEach(clearCsrfCookie);

  it('is not on the page until a step-up is asked, then takes the first ask and every later one', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    render(<SaveRecipient />, { wrapper: IntlWrapper });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Grace' }));
    await user.type(await screen.findByLabelText('Your Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('saved Grace'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Amina' }));
    await user.type(await screen.findByLabelText('Your Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('saved Amina'));
    expect(callsTo(fetchMock, 'POST', '/api/recipients')).toHaveLength(4);
    expect(callsTo(fetchMock, 'POST', '/api/auth/step-up')).toHaveLength(2);
  });

  it('leaves the change undone when the sender cancels the first ask', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    render(<SaveRecipient />, { wrapper: IntlWrapper });
    await user.click(screen.getByRole('button', { name: 'Save Grace' }));
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('Enter your password first.'));
    expect(callsTo(fetchMock, 'POST', '/api/recipients')).toHaveLength(1);
  });
});
