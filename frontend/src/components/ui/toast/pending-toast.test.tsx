import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takePendingToast, toastAfterReload } from './pending-toast';
import { ToastProvider } from './toast-provider';

describe('a toast kept across a reload', () => {
  it('shows once when the next page mounts the provider', () => {
    toastAfterReload({ title: 'Logged Out', description: 'You have been logged out successfully' });

    render(<ToastProvider>page</ToastProvider>);

    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Logged Out');
    expect(toast).toHaveTextContent('You have been logged out successfully');
    expect(takePendingToast()).toBeUndefined();
  });

  it('ignores what is not a toast', () => {
    sessionStorage.setItem('pending-toast', '{"description": 42}');
    expect(takePendingToast()).toBeUndefined();
    sessionStorage.setItem('pending-toast', 'not json');
    expect(takePendingToast()).toBeUndefined();
  });
});
