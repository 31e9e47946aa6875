import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, adminCall } from '../../../../lib/admin-api';
import { ImportDialog } from './ImportDialog';

vi.mock('../../../../lib/admin-api', async (original) => ({
  ...(await original<typeof import('../../../../lib/admin-api')>()),
  adminCall: vi.fn(),
}));

const counts = { added: 1, updated: 1, unchanged: 30, declines: 0, errors: [] };
const rows = [
  { row: 2, action: 'add', id: null, name: 'Zoe Late', changes: {} },
  { row: 3, action: 'update', id: 'hana', name: 'Hana Kim', changes: { table: ['', 'table 2'], tpos: ['', '1'] } },
];

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <ImportDialog open onClose={onClose} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const choose = (csv: string) =>
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([csv], 'guests.csv', { type: 'text/csv' })] },
  });

// jsdom's File has no text(); browsers' does.
File.prototype.text ??= function (this: File) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(this);
  });
};

beforeEach(() => vi.mocked(adminCall).mockReset());

describe('ImportDialog', { timeout: 20_000 }, () => {
  it('previews the file, then imports it on Import', async () => {
    vi.mocked(adminCall)
      .mockResolvedValueOnce({ message: 'Preview: 1 to add, 1 to update, 30 unchanged.', data: { ...counts, rows } })
      .mockResolvedValueOnce({ message: 'Imported: 1 added, 1 updated, 30 unchanged.', data: { ...counts, rows } });
    const onClose = renderDialog();
    choose('first\nZoe\n');
    expect(await screen.findByText('Row 3: update Hana Kim (table, seat)')).toBeTruthy();
    expect(screen.getByText('Row 2: add Zoe Late')).toBeTruthy();
    expect(adminCall).toHaveBeenLastCalledWith('/admin/import', {
      method: 'POST',
      body: { csv: 'first\nZoe\n', dryRun: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 1 added, 1 updated, 30 unchanged.')).toBeTruthy();
    expect(adminCall).toHaveBeenLastCalledWith('/admin/import', {
      method: 'POST',
      body: { csv: 'first\nZoe\n', dryRun: false },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("counts one problem as '1 error'", async () => {
    const errors = [{ row: 2, message: "Table 1, seat 1 is already Margaret Harper's seat (one guest per seat)" }];
    vi.mocked(adminCall).mockRejectedValueOnce(
      new AdminApiError(400, 'Row 2: ... Nothing was imported.', { ...counts, errors, rows: [] }),
    );
    renderDialog();
    choose('first\nZoe\n');
    expect(await screen.findByText('1 error')).toBeTruthy();
    expect(screen.queryByText('1 errors')).toBeNull();
  });
});
