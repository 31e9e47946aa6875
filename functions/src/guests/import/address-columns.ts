import { addressSchema, type Address } from '@contract/last-weeks';
import { firstIssue } from '@contract/issues';

/** The mailing address's columns (section 29), after the others in the export and the import. */
export const ADDRESS_COLUMNS = ['address_line1', 'address_line2', 'city', 'region', 'postal_code', 'country'] as const;
type AddressColumn = (typeof ADDRESS_COLUMNS)[number];
const FIELD: Record<AddressColumn, keyof Address> = {
  address_line1: 'line1',
  address_line2: 'line2',
  city: 'city',
  region: 'region',
  postal_code: 'postalCode',
  country: 'country',
};

export const isAddressColumn = (column: string): column is AddressColumn =>
  (ADDRESS_COLUMNS as readonly string[]).includes(column);

/** A guest's address as the export's cells (all blank without one). */
export const addressCells = (address: Address | null): string[] =>
  ADDRESS_COLUMNS.map((column) => (address ? address[FIELD[column]] : ''));

/**
 * A row's address from its non-blank address cells: undefined when all are blank (the address is left as
 * it is), else the address or the problem to report on the row.
 */
export function readAddress(cells: Partial<Record<string, string>>): { address?: Address; problem?: string } {
  const typed = Object.entries(cells).filter(([column, cell]) => isAddressColumn(column) && cell);
  if (typed.length === 0) return {};
  const parsed = addressSchema.safeParse(
    Object.fromEntries(typed.map(([column, cell]) => [FIELD[column as AddressColumn], cell])),
  );
  if (parsed.success) return { address: parsed.data };
  return { problem: `address: ${firstIssue(parsed.error)} (columns ${ADDRESS_COLUMNS.join(', ')})` };
}
