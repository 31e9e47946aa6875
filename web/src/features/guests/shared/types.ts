export type { ConsoleGuest as AdminGuest, HistoryEntry, ImportResult } from '@contract/admin';
export type { MessageType } from '@contract/options';
