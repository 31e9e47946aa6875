export type { SettingsBody, SiteSettingsData, Summary, TableCount } from '@contract/admin';
