import { wedding } from '@config';

/** 'sweet heart' -> 'Sweet heart'; 'table 1' stays 'table 1'. */
export function tableLabel(table: string): string {
  return wedding.tableLabels[table] ?? table;
}
