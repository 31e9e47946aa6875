import type { Plugin } from 'vite';

/** The web app's Firebase settings, from the console: Project settings > General > Your apps > Web app. */
const webSettingNames = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;
const emulatorSettingNames = ['VITE_USE_EMULATORS', 'VITE_AUTH_EMULATOR_URL'];

/**
 * What is wrong with the settings of a production build, one line each; empty when nothing is.
 * (Every other mode is an emulator build, which reads no settings at all: see src/config/env.ts.)
 */
export function productionSettingsProblems(settings: Record<string, string | undefined>): string[] {
  const problems: string[] = webSettingNames
    .filter((name) => !settings[name]?.trim())
    .map(
      (name) =>
        `${name} is missing: put it in web/.env.production.local (Firebase console > Project settings > Your apps)`,
    );
  const projectId = settings.VITE_FIREBASE_PROJECT_ID?.trim() ?? '';
  if (projectId.startsWith('demo-')) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is '${projectId}', an emulator-only project: use your Firebase project's id`,
    );
  }
  for (const name of emulatorSettingNames.filter((name) => settings[name] !== undefined)) {
    problems.push(`${name} is an emulator setting: remove it from the production settings`);
  }
  return problems;
}

/** Fails a production build whose settings are missing or point at the emulators. */
export function buildSettingsCheck(): Plugin {
  return {
    name: 'build-settings-check',
    configResolved(config) {
      if (config.mode !== 'production' || config.command !== 'build') return;
      const problems = productionSettingsProblems(config.env);
      if (problems.length > 0) {
        throw new Error(
          `The production build needs its settings:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
        );
      }
    },
  };
}
