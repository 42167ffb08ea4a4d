import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { attestation } from '@/testing/webauthn';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => import('@/testing/webauthn'));

type Row = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

const creationOptions = { challenge: 'Y2hhbGxlbmdl', rp: { name: 'Remit East Africa', id: 'localhost' }, user: { id: 'c2VuZGVy', name: 'amina@example.com', displayName: '' } };
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

/** /settings' server: the sender's passkeys; adding one asks for the password first (a step-up), once. */
function backend(rows: Row[] = [], { steppedUp = false }: { steppedUp?: boolean } = {}) {
  let codesLeft = 0;
  return mockApiWith(({ method, path, body }) => {
    if (path === '/api/auth/me') return signedInAs('Amina', 'Okello');
    if (path === '/api/settings/notifications') return { body: { email: true, sms: true } };
    if (path === '/api/settings/sessions') return { body: [] };
    if (path === '/api/settings/two-step') return { body: { authenticator: false, enabledAt: null, passkeys: rows.length, recoveryCodesLeft: codesLeft } };
    if (method === 'GET' && path === '/api/settings/passkeys') return { body: { items: rows } };
    if (method === 'POST' && path === '/api/settings/passkeys/registration-options') {
      if (!steppedUp) return { status: 403, body: { code: 'AUTH.STEP_UP_REQUIRED', method: 'password', message: 'To keep your account safe, enter your password first.' } };
      return { body: creationOptions };
    }
    if (method === 'POST' && path === '/api/auth/step-up') {
      steppedUp = (body as { password?: string; code?: string }).password === 'correct horse' || (body as { code?: string }).code === '123456';
      return steppedUp ? { body: { message: 'Thank you: you can go on.' } } : { status: 400, body: { code: 'PROFILE.CURRENT_PASSWORD_WRONG', message: 'Your current password is not correct' } };
    }
    if (method === 'POST' && path === '/api/settings/passkeys') {
      const passkey = { id: rows.length + 1, name: (body as { name: string }).name, createdAt: '2026-11-27T09:00:00.000Z', lastUsedAt: null };
      const recoveryCodes = rows.length === 0 ? CODES : [];
      if (rows.length === 0) codesLeft = 10;
      rows.push(passkey);
      return { status: 201, body: { passkey, recoveryCodes } };
    }
    const remove = /^\/api\/settings\/passkeys\/(\d+)$/.exec(path);
    if (remove && method === 'DELETE') {
      if (!steppedUp) return { status: 403, body: { code: 'AUTH.STEP_UP_REQUIRED', method: 'authenticator', authenticator: true, passkey: true, message: 'To keep your account safe, enter the code from your authenticator app or use a passkey first.' } };
      const [gone] = rows.splice(rows.findIndex((row) => row.id === Number(remove[1])), 1);
      if (rows.length === 0) codesLeft = 0;
      return { body: { message: `Passkey "${gone!.name}" removed` } };
    }
    return undefined;
  });
}

const section = async () => screen.findByRole('region', { name: 'Passkeys' });

describe('/settings: passkeys', () => {
  beforeEach(() => {
    setCsrfCookie('csrf-passkeys');
    vi.mocked(startRegistration).mockReset();
  });
  afterEach(clearCsrfCookie);

  it('lists the sender’s passkeys with when they were added and last used', async () => {
    backend([
      { id: 1, name: 'My phone', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: '2026-11-26T18:30:00.000Z' },
      { id: 2, name: 'Laptop', createdAt: '2026-11-21T08:00:00.000Z', lastUsedAt: null },
    ]);
    renderApp('/settings');
    const list = await within(await section()).findByRole('list', { name: 'Passkeys' });
    const [phone, laptop] = within(list).getAllByRole('listitem');
    expect(phone).toHaveTextContent(`My phoneAdded ${formatDateTime('2026-11-20T08:00:00.000Z')} · Last used ${formatDateTime('2026-11-26T18:30:00.000Z')}`);
    expect(laptop).toHaveTextContent('Never used');
    expect(within(laptop!).getByRole('button', { name: 'Remove Laptop' })).toBeInTheDocument();
  });

  it('adds the first passkey after "Confirm it’s you", shows its recovery codes once, then lists it', async () => {
    const fetchMock = backend();
    vi.mocked(startRegistration).mockResolvedValue(attestation);
    const user = userEvent.setup();
    renderApp('/settings');
    const passkeys = await section();
    expect(await within(passkeys).findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.clear(within(passkeys).getByLabelText('Passkey name'));
    await user.type(within(passkeys).getByLabelText('Passkey name'), 'My phone');
    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));

    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Your Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(passkeys).findByText('Your passkey is your second factor now.')).toBeInTheDocument();
    expect(within(within(passkeys).getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(callsTo(fetchMock, 'POST', '/api/settings/passkeys').map((call) => call.body)).toEqual([{ name: 'My phone', response: attestation }]);

    await user.click(within(passkeys).getByRole('button', { name: 'I have saved my recovery codes' }));
    const list = await within(passkeys).findByRole('list', { name: 'Passkeys' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('My phone');
    expect(await within(passkeys).findByText('10 recovery codes left')).toBeInTheDocument();
  });

  it('removes a passkey once confirmed, and keeps it when cancelled', async () => {
    const fetchMock = backend([{ id: 1, name: 'My phone', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: null }], { steppedUp: true });
    const user = userEvent.setup();
    renderApp('/settings');
    const passkeys = await section();
    await user.click(await within(passkeys).findByRole('button', { name: 'Remove My phone' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(confirm).toHaveTextContent('"My phone" will no longer sign you in.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/settings/passkeys/1')).toHaveLength(0);

    await user.click(within(passkeys).getByRole('button', { name: 'Remove My phone' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Remove this passkey?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(passkeys).getByText('You have no passkeys yet.')).toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/settings/passkeys/1')).toHaveLength(1);
  });

  it('asks "Confirm it’s you" before removing when the last proof is old, then removes it', async () => {
    const fetchMock = backend([{ id: 1, name: 'My phone', createdAt: '2026-11-20T08:00:00.000Z', lastUsedAt: null }]);
    const user = userEvent.setup();
    renderApp('/settings');
    const passkeys = await section();
    await user.click(await within(passkeys).findByRole('button', { name: 'Remove My phone' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Remove this passkey?' })).getByRole('button', { name: 'Remove' }));

    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(stepUp).getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.type(within(stepUp).getByLabelText('Authentication Code'), '123456');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(passkeys).getByText('You have no passkeys yet.')).toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/settings/passkeys/1')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
