export type { SettingsBody, SiteSettingsData, Summary } from '@contract/admin';
