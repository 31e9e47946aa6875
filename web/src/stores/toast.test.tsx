import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../components/ToastHost';
import { toast } from './toast';

describe('toasts', () => {
  it('loads the toast library with the first toast and shows what was asked before it loaded', async () => {
    render(<ToastHost />);
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    toast('Saved before the library loaded', 'success');
    toast('And an error', 'error');
    const first = await screen.findByText('Saved before the library loaded');
    expect(first.closest('.notistack-MuiContent-success')).not.toBeNull();
    expect((await screen.findByText('And an error')).closest('.notistack-MuiContent-error')).not.toBeNull();
    toast('Once loaded, at once', 'success');
    expect(await screen.findByText('Once loaded, at once')).toBeTruthy();
  });

  it("keeps showing toasts after the admin area's own toasts come and go", async () => {
    render(<ToastHost />);
    toast('First', 'success');
    await screen.findByText('First');
    const admin = render(<SnackbarProvider />);
    admin.unmount();
    toast('After the admin area closed', 'error');
    expect(await screen.findByText('After the admin area closed')).toBeTruthy();
  });
});
