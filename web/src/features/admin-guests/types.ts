export type { AdminGuest } from '@contract/guest-admin';
export type { MessageType } from '@contract/options';
