export type { SeatedGuest, TableSummary } from '@contract/guest-admin';
