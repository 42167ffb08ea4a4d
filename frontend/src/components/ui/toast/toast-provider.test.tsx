import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlWrapper } from '@/testing/intl-wrapper';
import type { ToastInput } from './toast-context';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function Trigger({ input }: { input: ToastInput }) {
  const { toast } = useToast();
  return <button onClick={() => toast(input)}>show {input.title}</button>;
}

function renderWithToasts(...inputs: ToastInput[]) {
  render(
    <ToastProvider>
      {inputs.map((input) => (
        <Trigger key={input.title} input={input} />
      ))}
    </ToastProvider>,
    { wrapper: IntlWrapper },
  );
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a title and description and closes after 5 seconds', () => {
    renderWithToasts({ title: 'Recipient added', description: 'Amina can now receive money' });

    fireEvent.click(screen.getByRole('button', { name: 'show Recipient added' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Recipient added');
    expect(toast).toHaveTextContent('Amina can now receive money');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Recipient added')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Recipient added')).not.toBeInTheDocument();
  });

  it('replaces the toast on screen with the new one, which gets its own full duration', () => {
    renderWithToasts({ title: 'First' }, { title: 'Second', duration: 2000 });

    fireEvent.click(screen.getByRole('button', { name: 'show First' }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'show Second' }));

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('announces a destructive toast as an alert and can be dismissed', () => {
    renderWithToasts({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });

    fireEvent.click(screen.getByRole('button', { name: 'show Login Failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
