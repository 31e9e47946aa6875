import { guestDefaults } from '@contract/guest';
import { describe, expect, it } from 'vitest';
import type { Guest } from '../guests';
import { FILE_CATALOG } from '@contract/events';
import { guestsCsv as csvIn } from './export-csv';
import { planImport as planIn } from './plan';
import { readCsv as readIn } from './read-csv';

// The rules read the catalog wedding.config.ts describes (a new site's).
const guestsCsv = (list: Guest[]) => csvIn(list, FILE_CATALOG);
const readCsv = (csv: string) => readIn(csv, FILE_CATALOG);
const planImport = (rows: Parameters<typeof planIn>[0], existing: Guest[], selfId: string | null) =>
  planIn(rows, existing, selfId, FILE_CATALOG);

const address = {
  line1: '12 Palm Ave',
  line2: 'Apt 4',
  city: 'Miami',
  region: 'FL',
  postalCode: '33101',
  country: 'US',
};
const grace: Guest = { ...guestDefaults, id: 'g1', first: 'Grace', last: 'Harper', invtId: 'inv-couple', problems: [] };

describe('the mailing address in the CSV', () => {
  it('exports the address columns and reads them back as the same address', () => {
    const csv = guestsCsv([{ ...grace, address }]);
    expect(csv.split('\r\n')[0]).toMatch(/,address_line1,address_line2,city,region,postal_code,country$/);
    expect(csv.split('\r\n')[1]).toMatch(/,12 Palm Ave,Apt 4,Miami,FL,33101,US$/);
    const { rows, errors } = readCsv(csv);
    expect(errors).toEqual([]);
    expect(rows[0]?.values.address).toEqual(address);
  });

  it('defaults the country to US and leaves the address alone when its cells are blank', () => {
    const { rows } = readCsv('first,invitation,address_line1,city,country\nAna,inv-a,1 Main St,Austin,\nBo,inv-b,,,\n');
    expect(rows[0]?.values.address).toEqual({
      ...address,
      line1: '1 Main St',
      line2: '',
      city: 'Austin',
      region: '',
      postalCode: '',
    });
    expect(rows[1]?.values.address).toBeUndefined();
  });

  it('names the field and the columns when an address is incomplete', () => {
    const { errors } = readCsv('first,invitation,address_line1,country\nAna,inv-a,1 Main St,Mexico\n');
    expect(errors[0]?.row).toBe(2);
    expect(errors[0]?.message).toMatch(/^address: .*(city|country).*columns address_line1/);
  });

  it('plans an update that sets the address', () => {
    const { rows } = readCsv('id,address_line1,city,region,postal_code\ng1,12 Palm Ave,Miami,FL,33101\n');
    const plan = planImport(rows, [grace], null);
    expect(plan.steps[0]).toMatchObject({
      kind: 'update',
      fields: { address: { line1: '12 Palm Ave', country: 'US' } },
    });
  });
});
