import { startAuthentication } from '@simplewebauthn/browser';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { IntlWrapper } from '@/testing/intl-wrapper';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { assertion } from '@/testing/webauthn';
import { StepUpDialog } from './step-up-dialog';

vi.mock('@simplewebauthn/browser', () => import('@/testing/webauthn'));


/** A page that saves a recipient, as the recipients page does. */
function SaveRecipient() {
  const [outcome, setOutcome] = useState('');
  async function save() {
    try {
      await apiSend('POST', '/api/recipients', { firstName: 'Grace' }, z.unknown());
      setOutcome('saved');
    } catch (error) {
      setOutcome(errorMessage(error, 'failed'));
    }
  }
  return (
    <>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <p data-testid="outcome">{outcome}</p>
      <StepUpDialog />
    </>
  );
}

const refusal = (method: string) => ({
  status: 403,
  body: { code: 'AUTH.STEP_UP_REQUIRED', method, passkey: method === 'passkey', authenticator: method === 'authenticator', message: 'To keep your account safe, enter your password first.' },
});

function backend(method: 'password' | 'authenticator' | 'passkey') {
  let verified = false;
  return mockApiWith(({ method: verb, path, body }) => {
    if (verb === 'POST' && path === '/api/recipients') return verified ? { status: 201, body: { id: 7 } } : refusal(method);
    if (verb === 'POST' && path === '/api/auth/step-up/passkey-options') return { body: { challenge: 'c3RlcC11cA', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] } };
    if (verb === 'POST' && path === '/api/auth/step-up') {
      const proof = body as { password?: string; code?: string; passkey?: { id: string } };
      if (proof.password === 'correct horse' || proof.code === '123456' || proof.passkey?.id === 'cred-1') {
        verified = true;
        return { body: { message: 'Thank you: you can go on.' } };
      }
      return { status: 400, body: { code: 'PROFILE.CURRENT_PASSWORD_WRONG', message: 'Your current password is not correct' } };
    }
    return undefined;
  });
}

describe('the step-up dialog', () => {
  beforeEach(() => setCsrfCookie('csrf-step-up'));
  afterEach(clearCsrfCookie);

  it('asks for the password when the server wants it, then sends the change once more', async () => {
    const fetchMock = backend('password');
    const user = userEvent.setup();
    render(<SaveRecipient />, { wrapper: IntlWrapper });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(screen.getByLabelText('Your Password')).toHaveFocus();
    await user.type(screen.getByLabelText('Your Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Your Password'));
    await user.type(screen.getByLabelText('Your Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('saved'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/recipients')).toHaveLength(2);
  });

  it("asks for the authenticator's code when the server names it", async () => {
    backend('authenticator');
    const user = userEvent.setup();
    render(<SaveRecipient />, { wrapper: IntlWrapper });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(await screen.findByLabelText('Authentication Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('saved'));
  });

  it('leaves the change undone when the sender cancels, with the reason', async () => {
    const fetchMock = backend('password');
    const user = userEvent.setup();
    render(<SaveRecipient />, { wrapper: IntlWrapper });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('To keep your account safe, enter your password first.'));
    expect(callsTo(fetchMock, 'POST', '/api/recipients')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/api/auth/step-up')).toHaveLength(0);
  });

  it('offers a passkey (or a recovery code) to a sender whose second factor is a passkey', async () => {
    const fetchMock = backend('passkey');
    vi.mocked(startAuthentication).mockResolvedValue(assertion);
    const user = userEvent.setup();
    render(<SaveRecipient />, { wrapper: IntlWrapper });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(screen.getByLabelText('Recovery Code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(screen.getByTestId('outcome')).toHaveTextContent('saved'));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c3RlcC11cA', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] } });
    expect(callsTo(fetchMock, 'POST', '/api/auth/step-up').map((call) => call.body)).toEqual([{ passkey: assertion }]);
    expect(callsTo(fetchMock, 'POST', '/api/recipients')).toHaveLength(2);
  });
});
