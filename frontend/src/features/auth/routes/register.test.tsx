import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApi, setCsrfCookie, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

type Form = { firstName?: string; lastName?: string; email?: string; phone?: string; password?: string };

async function fillAndSubmit(form: Form) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Create your account' });
  if (form.phone !== undefined) await user.click(screen.getByRole('tab', { name: 'Phone' }));
  if (form.firstName) await user.type(screen.getByLabelText('First Name'), form.firstName);
  if (form.lastName) await user.type(screen.getByLabelText('Last Name'), form.lastName);
  if (form.email) await user.type(screen.getByLabelText('Email'), form.email);
  if (form.phone) await user.type(screen.getByLabelText('Phone Number'), form.phone);
  if (form.password) await user.type(screen.getByLabelText('Password'), form.password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const amina = { firstName: 'Amina', lastName: 'Tesfaye', password: 'long enough 1' };

describe('/register', () => {
  beforeEach(() => setCsrfCookie('csrf-xyz'));
  afterEach(clearCsrfCookie);

  it('starts on the Email tab and explains every missing field', async () => {
    const fetchMock = mockApi({ '/api/auth/me': signedOut });
    renderApp('/register');

    await fillAndSubmit({});

    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Valid email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('needs a well-formed email and 8 password characters', async () => {
    const fetchMock = mockApi({ '/api/auth/me': signedOut });
    renderApp('/register');

    await fillAndSubmit({ ...amina, email: 'amina@', password: '1234567' });

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Valid email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(screen.getByLabelText('First Name')).not.toHaveAccessibleDescription('First name is required');
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('registers by email, sending an empty phone, and goes on to verification', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/register': { status: 201, body: { userId: 42, verificationType: 'email' } },
      'POST /api/auth/resend-code': { body: { message: 'sent', cooldownSeconds: 60 } },
    });
    renderApp('/register');

    await fillAndSubmit({ ...amina, email: 'amina@example.com' });

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Registration Successful');
    expect(toast).toHaveTextContent('Please check your email/phone for verification code');
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code we sent by email to amina@example.com.')).toBeInTheDocument();

    const [call] = callsTo(fetchMock, 'POST', '/api/auth/register');
    expect(call?.body).toEqual({
      email: 'amina@example.com',
      phone: '',
      password: 'long enough 1',
      firstName: 'Amina',
      lastName: 'Tesfaye',
      language: 'en',
    });
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-xyz');
  });

  it('registers by phone on the Phone tab, sending an empty email', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/register': { status: 201, body: { userId: 7, verificationType: 'phone' } },
    });
    renderApp('/register');

    await fillAndSubmit({ ...amina, phone: '(555) 123-4567' });

    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code we sent by SMS to (555) 123-4567.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')[0]?.body).toEqual({
      email: '',
      phone: '(555) 123-4567',
      password: 'long enough 1',
      firstName: 'Amina',
      lastName: 'Tesfaye',
      language: 'en',
    });
  });

  it.each([
    ['', 'Valid phone number is required'],
    ['555123456', 'Valid phone number is required'],
    ['555-123-456', 'Invalid phone number'],
    ['phone number', 'Invalid phone number'],
  ])('rejects the phone number "%s": %s', async (phone, message) => {
    const fetchMock = mockApi({ '/api/auth/me': signedOut });
    renderApp('/register');

    await fillAndSubmit({ ...amina, phone });

    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(message);
    expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('accepts a number with a country code', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/register': { status: 201, body: { userId: 8, verificationType: 'phone' } },
    });
    renderApp('/register');

    await fillAndSubmit({ ...amina, phone: '+254 712 345 678' });

    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/auth/register')).toHaveLength(1));
  });

  it('switches tabs with the arrow keys', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/register');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByLabelText('Phone Number'));
  });

  it('shows the field the server rejected under that field', async () => {
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/register': {
        status: 400,
        body: { message: 'Password is too common', code: 'VALIDATION_FAILED', field: 'password' },
      },
    });
    renderApp('/register');

    await fillAndSubmit({ ...amina, email: 'amina@example.com', password: 'password123' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration Failed');
    expect(alert).toHaveTextContent('Password is too common');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is too common');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows a taken email under the Email field', async () => {
    const message = 'An account with this email already exists. Sign in instead, or use another email.';
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/register': { status: 409, body: { message, code: 'IDENTITY.EMAIL_TAKEN', field: 'email' } },
    });
    renderApp('/register');

    await fillAndSubmit({ ...amina, email: 'amina@example.com' });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('falls back to "Registration failed" when the answer carries no message', async () => {
    mockApi({
      '/api/auth/me': signedOut,
      'POST /api/auth/register': { status: 429, body: '' },
    });
    renderApp('/register');

    await fillAndSubmit({ ...amina, email: 'amina@example.com' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration Failed');
    expect(alert).toHaveTextContent('Registration failed');
  });

  it('links to sign-in', async () => {
    mockApi({ '/api/auth/me': signedOut });
    renderApp('/register');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-in user to the dashboard', async () => {
    mockApi({ '/api/auth/me': signedInAs('Amina', 'Tesfaye') });
    renderApp('/register');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Amina' })).toBeInTheDocument();
  });
});
