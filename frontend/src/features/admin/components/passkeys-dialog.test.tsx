import { browserSupportsWebAuthn, startRegistration, type RegistrationResponseJSON } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend } from '../testing/fixtures';
import { formatDateTime } from './admin-format';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

type Row = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

const laptop: Row = { id: 1, name: 'Work laptop', createdAt: '2025-01-02T10:00:00.000Z', lastUsedAt: '2025-01-04T08:30:00.000Z' };

const creationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Remit admin', id: 'localhost' },
  user: { id: 'b3A', name: 'ops@example.com', displayName: '' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  excludeCredentials: [],
  attestation: 'none',
};

const attestation: RegistrationResponseJSON = {
  id: 'cred-2',
  rawId: 'cred-2',
  type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50', attestationObject: 'YXR0', transports: ['internal'] },
  clientExtensionResults: {},
};

/** The operator's passkeys on the server: options, then the browser's answer adds one; DELETE removes one. */
function passkeysServer(rows: Row[] = [laptop], { refuse }: { refuse?: boolean } = {}) {
  const fetchMock = mockApiWith(
    adminBackend(({ method, path, body }) => {
      if (path === '/api/admin/passkeys' && method === 'GET') return { body: { items: rows } };
      if (path === '/api/admin/passkeys/registration-options' && method === 'POST') return { body: creationOptions };
      if (path === '/api/admin/passkeys' && method === 'POST') {
        if (refuse) return { status: 400, body: { code: 'ADMIN.PASSKEY_REFUSED', message: 'Passkey refused: the passkey could not be verified.' } };
        const row = { id: rows.length + 1, name: (body as { name: string }).name, createdAt: '2025-01-05T10:00:00.000Z', lastUsedAt: null };
        rows.push(row);
        return { status: 201, body: row };
      }
      const remove = /^\/api\/admin\/passkeys\/(\d+)$/.exec(path);
      if (remove && method === 'DELETE') {
        const index = rows.findIndex((row) => row.id === Number(remove[1]));
        const [gone] = rows.splice(index, 1);
        return { body: { message: `Passkey "${gone!.name}" removed` } };
      }
      return undefined;
    }, { role: 'viewer' }),
  );
  return { fetchMock, rows };
}

function cancelledPrompt(): Error {
  const error = new Error('The operation either timed out or was not allowed.');
  error.name = 'NotAllowedError';
  return error;
}

async function openPasskeys(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Passkeys' }, { timeout: 5000 }));
  return within(await screen.findByRole('dialog', { name: 'Your passkeys' }));
}

describe('Your passkeys', () => {
  beforeEach(() => {
    setCsrfCookie('csrf-admin');
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(true);
    vi.mocked(startRegistration).mockReset();
  });
  afterEach(clearCsrfCookie);

  it("opens from the admin header for any role and lists the operator's passkeys with when they were added and last used", async () => {
    passkeysServer([laptop, { id: 2, name: 'Phone', createdAt: '2025-01-03T10:00:00.000Z', lastUsedAt: null }]);
    const user = userEvent.setup();
    renderApp('/admin');

    expect(await screen.findByText('Signed in as ops@example.com · Viewer', undefined, { timeout: 5000 })).toBeInTheDocument();
    const dialog = await openPasskeys(user);
    const items = within(await dialog.findByRole('list', { name: 'Passkeys' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Work laptop');
    expect(items[0]).toHaveTextContent(`Added ${formatDateTime(laptop.createdAt)} · Last used ${formatDateTime(laptop.lastUsedAt!)}`);
    expect(items[1]).toHaveTextContent('Phone');
    expect(items[1]).toHaveTextContent('Never used');
    expect(dialog.getByLabelText('Passkey name')).toHaveValue('Passkey');

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Your passkeys' })).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    passkeysServer([]);
    const user = userEvent.setup();
    renderApp('/admin');

    const dialog = await openPasskeys(user);
    expect(await dialog.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it("adds a passkey under the name given: the server's options, the browser's prompt, then its answer", async () => {
    vi.mocked(startRegistration).mockResolvedValue(attestation);
    const { fetchMock } = passkeysServer();
    const user = userEvent.setup();
    renderApp('/admin');

    const dialog = await openPasskeys(user);
    await dialog.findByText('Work laptop');
    await user.clear(dialog.getByLabelText('Passkey name'));
    await user.type(dialog.getByLabelText('Passkey name'), '  YubiKey 5 ');
    await user.click(dialog.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    const items = within(dialog.getByRole('list', { name: 'Passkeys' }));
    expect(await items.findByText('YubiKey 5')).toBeInTheDocument();
    expect(items.getAllByRole('listitem')).toHaveLength(2);
    // The form is ready for another, named as by default.
    expect(dialog.getByLabelText('Passkey name')).toHaveValue('Passkey');

    const options = callsTo(fetchMock, 'POST', '/api/admin/passkeys/registration-options');
    expect(options).toHaveLength(1);
    expect(options[0]?.body).toBeUndefined();
    expect(options[0]?.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    const added = callsTo(fetchMock, 'POST', '/api/admin/passkeys');
    expect(added).toHaveLength(1);
    expect(added[0]?.body).toStrictEqual({ name: 'YubiKey 5', response: attestation });
    expect(added[0]?.headers.get('x-csrf-token')).toBe('csrf-admin');
  });

  it('asks for a name before starting', async () => {
    const { fetchMock } = passkeysServer();
    const user = userEvent.setup();
    renderApp('/admin');

    const dialog = await openPasskeys(user);
    await user.clear(dialog.getByLabelText('Passkey name'));
    await user.click(dialog.getByRole('button', { name: 'Add a passkey' }));

    expect(dialog.getByLabelText('Passkey name')).toHaveAccessibleDescription('Name the passkey');
    expect(callsTo(fetchMock, 'POST', '/api/admin/passkeys/registration-options')).toHaveLength(0);
    expect(startRegistration).not.toHaveBeenCalled();
  });

  it('says the prompt was cancelled, and adds nothing', async () => {
    vi.mocked(startRegistration).mockRejectedValue(cancelledPrompt());
    const { fetchMock, rows } = passkeysServer();
    const user = userEvent.setup();
    renderApp('/admin');

    const dialog = await openPasskeys(user);
    await user.click(dialog.getByRole('button', { name: 'Add a passkey' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Passkey not added');
    expect(toast).toHaveTextContent('The passkey prompt was cancelled');
    expect(callsTo(fetchMock, 'POST', '/api/admin/passkeys')).toHaveLength(0);
    expect(rows).toHaveLength(1);
  });

  it("shows the server's words when it refuses the passkey", async () => {
    vi.mocked(startRegistration).mockResolvedValue(attestation);
    passkeysServer([laptop], { refuse: true });
    const user = userEvent.setup();
    renderApp('/admin');

    const dialog = await openPasskeys(user);
    await user.click(dialog.getByRole('button', { name: 'Add a passkey' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Passkey not added');
    expect(toast).toHaveTextContent('Passkey refused: the passkey could not be verified.');
  });

  it('says so where the browser cannot make passkeys (the list still shows)', async () => {
    vi.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    passkeysServer();
    const user = userEvent.setup();
    renderApp('/admin');

    const dialog = await openPasskeys(user);
    expect(await dialog.findByText('Work laptop')).toBeInTheDocument();
    expect(dialog.getByText('This browser cannot make passkeys.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('removes a passkey once confirmed, and keeps it when cancelled', async () => {
    const { fetchMock } = passkeysServer([laptop, { id: 2, name: 'Phone', createdAt: '2025-01-03T10:00:00.000Z', lastUsedAt: null }]);
    const user = userEvent.setup();
    renderApp('/admin');

    const dialog = await openPasskeys(user);
    await user.click(await dialog.findByRole('button', { name: 'Remove Work laptop' }));
    let confirm = within(await screen.findByRole('alertdialog', { name: 'Remove this passkey?' }));
    expect(confirm.getByText('"Work laptop" will no longer sign you in.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/passkeys/1')).toHaveLength(0);
    // Still open, both listed.
    expect(within(dialog.getByRole('list', { name: 'Passkeys' })).getAllByRole('listitem')).toHaveLength(2);

    await user.click(dialog.getByRole('button', { name: 'Remove Work laptop' }));
    confirm = within(await screen.findByRole('alertdialog', { name: 'Remove this passkey?' }));
    await user.click(confirm.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByText('Work laptop')).not.toBeInTheDocument());
    expect(dialog.getByText('Phone')).toBeInTheDocument();
    const deleted = callsTo(fetchMock, 'DELETE', '/api/admin/passkeys/1');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.headers.get('x-csrf-token')).toBe('csrf-admin');
    expect(screen.getByRole('dialog', { name: 'Your passkeys' })).toBeInTheDocument();
  });
});
