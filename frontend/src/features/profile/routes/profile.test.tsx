import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const account = { id: 1, firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: null, isEmailVerified: true, isPhoneVerified: false };

/** The api of a sender whose account speaks `language`. */
function backend(language = 'en') {
  let me = { ...account, language } as Record<string, unknown>;
  let settings = { email: true, sms: true };
  let twoStep: { authenticator: boolean; enabledAt: string | null; recoveryCodesLeft: number } = { authenticator: false, enabledAt: null, recoveryCodesLeft: 0 };
  const at = '2026-11-26T18:30:00.000Z';
  let sessions = [
    { id: 'this', device: 'Chrome on Linux', address: '198.51.100.1', signedInAt: at, lastSeenAt: at, current: true },
    { id: 'phone', device: 'Safari on iPhone', address: '203.0.113.9', signedInAt: at, lastSeenAt: at, current: false },
    { id: 'tablet', device: 'Chrome on Android', address: '203.0.113.10', signedInAt: at, lastSeenAt: at, current: false },
  ];
  return mockApiWith(({ method, path, body }) => {
    if (path === '/api/auth/me') return { body: me };
    if (method === 'POST' && path === '/api/profile/contact') {
      const { value } = body as { value: string };
      if (value === 'nope') return { status: 400, body: { message: 'Valid phone number is required', code: 'VALIDATION_FAILED', field: 'value' } };
      me = { ...me, phone: '+14155550123' };
      return { body: { message: 'We sent a code to your phone by SMS.' } };
    }
    if (method === 'POST' && path === '/api/profile/contact/verify') {
      if ((body as { code: string }).code !== '123456') return { status: 400, body: { message: 'Invalid verification code', code: 'AUTH.CODE_INVALID' } };
      me = { ...me, isPhoneVerified: true };
      return { body: { message: 'Your phone number is verified.' } };
    }
    if (method === 'POST' && path === '/api/profile/password') {
      if ((body as { currentPassword: string }).currentPassword !== 'old-password') {
        return { status: 400, body: { message: 'Your current password is not correct', code: 'PROFILE.CURRENT_PASSWORD_WRONG' } };
      }
      return { body: { message: 'Your password has been changed. You have been signed out everywhere else.' } };
    }
    if (path === '/api/settings/notifications') {
      if (method === 'PUT') settings = body as typeof settings;
      return { body: settings };
    }
    if (method === 'GET' && path === '/api/settings/two-step') return { body: twoStep };
    if (method === 'POST' && path === '/api/settings/two-step/authenticator') {
      return { body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' } };
    }
    if (method === 'POST' && path === '/api/settings/two-step/authenticator/confirm') {
      if ((body as { code: string }).code !== '123456') return { status: 400, body: { code: 'AUTH.SECOND_FACTOR_WRONG', field: 'code', message: 'That code is not right.' } };
      twoStep = { authenticator: true, enabledAt: '2026-11-26T18:30:00.000Z', recoveryCodesLeft: 10 };
      return { body: { recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`) } };
    }
    if (method === 'POST' && path === '/api/settings/two-step/off') {
      if ((body as { currentPassword: string }).currentPassword !== 'old-password') {
        return { status: 400, body: { message: 'Your current password is not correct', code: 'PROFILE.CURRENT_PASSWORD_WRONG', field: 'currentPassword' } };
      }
      twoStep = { authenticator: false, enabledAt: null, recoveryCodesLeft: 0 };
      return { body: { message: 'Two-step verification is off.' } };
    }
    if (method === 'GET' && path === '/api/settings/sessions') return { body: sessions };
    if (method === 'DELETE' && path.startsWith('/api/settings/sessions/')) {
      const id = path.split('/').pop();
      sessions = sessions.filter((session) => session.id !== id);
      return { body: { message: 'That session has been signed out.' } };
    }
    if (method === 'POST' && path === '/api/settings/sessions/end-others') {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return { body: { message: `You have been signed out of ${ended} other sessions.` } };
    }
    // Identity verification (issue #26): a sender who has not started it (its own test: verification-section.test.tsx).
    if (method === 'GET' && path === '/api/profile/verification') {
      return { body: { tier: 'none', nextTier: 'basic', details: null, detailsLocked: false, checks: { id_number: null, document: null } } };
    }
    if (method === 'GET' && path === '/api/sending-limits/tiers') {
      const limits = { perTransfer: 999, perDay: 2999, perMonth: 2999 };
      return { body: { basic: limits, verified_id: { perTransfer: 2999, perDay: 2999, perMonth: 10000 }, enhanced: { perTransfer: 10000, perDay: 10000, perMonth: 25000 } } };
    }
    return undefined;
  });
}

describe('/profile', () => {
  beforeEach(() => setCsrfCookie('csrf-profile'));
  afterEach(clearCsrfCookie);

  it('adds a phone and verifies it with the code sent by SMS', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByTestId('email-verified')).toHaveTextContent('amina@example.com');

    await user.type(screen.getByLabelText('Phone number'), '(415) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('phone-verified')).toHaveTextContent('+14155550123');
    expect(callsTo(fetchMock, 'POST', '/api/profile/contact')[0]?.body).toEqual({ channel: 'phone', value: '(415) 555-0123' });
  });

  it('shows a wrong code and a refused number as the server says', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText('Phone number'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Valid phone number is required')).toBeInTheDocument();
  });

  it("speaks the sender's language (Amharic), the server's refusal of a wrong current password too", async () => {
    backend('am');
    const user = userEvent.setup();
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'መገለጫ' })).toBeInTheDocument();
    expect(await screen.findByTestId('email-verified')).toHaveTextContent('የተረጋገጠ');
    expect(screen.getByText('ስልክ ቁጥርዎን ያክሉ። የእርስዎ መሆኑን ለማረጋገጥ ኮድ እንልካለን።')).toBeInTheDocument();
    await user.type(screen.getByLabelText('የአሁኑ የይለፍ ቃል'), 'wrong');
    await user.type(screen.getByLabelText('አዲስ የይለፍ ቃል'), 'short');
    await user.click(screen.getByRole('button', { name: 'የይለፍ ቃል ቀይር' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('የይለፍ ቃል ቢያንስ 8 ቁምፊዎች መሆን አለበት');

    await user.type(screen.getByLabelText('አዲስ የይለፍ ቃል'), '-but-long-now');
    await user.click(screen.getByRole('button', { name: 'የይለፍ ቃል ቀይር' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('የአሁኑ የይለፍ ቃልዎ ትክክል አይደለም');
  });

  it('changes the password with the current one, and says when the current one is wrong', async () => {
    backend();
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('signed out everywhere else');
  });
});

describe('/settings', () => {
  beforeEach(() => setCsrfCookie('csrf-settings'));
  afterEach(clearCsrfCookie);

  it("speaks the sender's language (Amharic): each card, its choices, the devices and their buttons", async () => {
    backend('am');
    renderApp('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'ቅንብሮች' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ማሳወቂያዎች' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /የጽሑፍ መልእክቶች \(ኤስኤምኤስ\)/ })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'ባለሁለት ደረጃ ማረጋገጫ' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ባለሁለት ደረጃ ማረጋገጫን አብራ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'የገቡባቸው ቦታዎች' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Safari on iPhoneን (203.0.113.9) አስወጣ' })).toHaveTextContent('አስወጣ');
    expect(screen.getByText('ይህ መሣሪያ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ሌሎቹን መሣሪያዎች በሙሉ አስወጣ' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ሌሎቹን መሣሪያዎች በሙሉ አስወጣ' }));
    expect(await screen.findByText('ከ2 ሌሎች ክፍለ ጊዜያት ወጥተዋል።')).toBeInTheDocument();
  });

  it('turns SMS news off and saves it', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    renderApp('/settings');
    const sms = await screen.findByRole('checkbox', { name: /Text messages/ });
    expect(sms).toBeChecked();
    await user.click(sms);
    expect(await screen.findByRole('checkbox', { name: /Text messages/ })).not.toBeChecked();
    expect(callsTo(fetchMock, 'PUT', '/api/settings/notifications')[0]?.body).toEqual({ email: true, sms: false });
  });
});

describe('/settings: where you are signed in', () => {
  beforeEach(() => setCsrfCookie('csrf-sessions'));
  afterEach(clearCsrfCookie);

  it('lists each device, this one marked, and signs one out', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    renderApp('/settings');
    const devices = await screen.findAllByTestId('signed-in-device');
    expect(devices.map((device) => device.textContent)).toEqual([
      expect.stringMatching(/^Chrome on LinuxThis deviceFrom 198\.51\.100\.1 · last used /),
      expect.stringMatching(/^Safari on iPhoneFrom 203\.0\.113\.9 · last used .*Sign out$/),
      expect.stringMatching(/^Chrome on AndroidFrom 203\.0\.113\.10 · last used .*Sign out$/),
    ]);
    expect(screen.queryByRole('button', { name: /Sign out Chrome on Linux/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone (203.0.113.9)' }));
    expect(await screen.findByText('That session has been signed out.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/settings/sessions/phone')).toHaveLength(1);
    expect(await screen.findAllByTestId('signed-in-device')).toHaveLength(2);
  });

  it('signs out every other device at once', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText('You have been signed out of 2 other sessions.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/settings/sessions/end-others')).toHaveLength(1);
    expect(await screen.findAllByTestId('signed-in-device')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument();
  });
});

describe('/settings: two-step verification', () => {
  beforeEach(() => setCsrfCookie('csrf-two-step'));
  afterEach(clearCsrfCookie);

  it('turns on with a code from the app, shows the recovery codes once, and turns off with the password', async () => {
    const fetchMock = backend();
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByRole('img', { name: 'QR code to add your Remit East Africa account to an authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('authenticator-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    await user.type(screen.getByLabelText('Code from the App'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code from the App'));
    await user.type(screen.getByLabelText('Code from the App'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn On' }));

    expect(await screen.findByText('Two-step verification is on.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => /^abcde-fgh\d\d$/.test(item.textContent ?? ''))).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByText(/abcde-fgh00/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText('Your Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Turn Off Two-Step Verification' }));
    expect(await screen.findByText('Your current password is not correct')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your Password'));
    await user.type(screen.getByLabelText('Your Password'), 'old-password');
    await user.click(screen.getByRole('button', { name: 'Turn Off Two-Step Verification' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-step verification' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/settings/two-step/off').map((call) => call.body)).toEqual([{ currentPassword: 'wrong-password' }, { currentPassword: 'old-password' }]);
  });
});
