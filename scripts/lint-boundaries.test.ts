import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint.boundaries.js, proven on files that break them (linted as text at
// paths inside the tree, so nothing is written).
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuse a feature importing another feature, at any relative depth', async () => {
    const shallow = await boundaryErrors(
      'web/src/features/rsvp/probe.ts',
      "import { timeLeft } from '../invitation/countdown';\nexport const probe = timeLeft;\n",
    );
    const deep = await boundaryErrors(
      'web/src/features/rsvp/components/deeper/probe.ts',
      "import { timeLeft } from '../../../invitation/countdown';\nexport const probe = timeLeft;\n",
    );
    expect(shallow).toEqual([expect.stringContaining('A feature may not import another feature')]);
    expect(deep).toEqual([expect.stringContaining('A feature may not import another feature')]);
  });

  it('refuse shared code importing a feature or app/', async () => {
    const errors = await boundaryErrors(
      'web/src/lib/probe.ts',
      "import { timeLeft } from '../features/invitation/countdown';\nimport { AppRoutes } from '../app/router';\nexport const probe = [timeLeft, AppRoutes];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('refuse the web app importing the functions, and the functions importing the web app', async () => {
    const web = await boundaryErrors(
      'web/src/features/rsvp/probe.ts',
      "import { guests } from '../../../../functions/src/guests/guests';\nexport const probe = guests;\n",
    );
    const functions = await boundaryErrors(
      'functions/src/api/probe.ts',
      "import { en } from '../../../web/src/i18n/en';\nexport const probe = en;\n",
    );
    expect(web).toHaveLength(1);
    expect(functions).toHaveLength(1);
  });

  it("keep the guests feature's rooms one way: the list opens the editor and seating, never the reverse", async () => {
    const upward = await Promise.all([
      boundaryErrors(
        'web/src/features/guests/editor/components/probe.ts',
        "import { GuestsTab } from '../../list/components/GuestsTab';\nexport const probe = GuestsTab;\n",
      ),
      boundaryErrors(
        'web/src/features/guests/seating/probe.ts',
        "import { GuestDialog } from '../editor/components/GuestDialog';\nexport const probe = GuestDialog;\n",
      ),
      boundaryErrors(
        'web/src/features/guests/shared/probe.ts',
        "import { TablesTab } from '../seating/components/TablesTab';\nexport const probe = TablesTab;\n",
      ),
    ]);
    const downward = await boundaryErrors(
      'web/src/features/guests/list/components/probe.ts',
      "import { GuestDialog } from '../../editor/components/GuestDialog';\nimport { MoveToTableDialog } from '../../seating/components/MoveToTableDialog';\nimport type { AdminGuest } from '../../shared/types';\nexport const probe: [unknown, unknown, AdminGuest | null] = [GuestDialog, MoveToTableDialog, null];\n",
    );
    for (const errors of upward) expect(errors).toEqual([expect.stringContaining('only the list composes')]);
    expect(downward).toEqual([]);
  });

  it('allow a feature its own files, shared code and the contract through its alias', async () => {
    const errors = await boundaryErrors(
      'web/src/features/rsvp/components/deeper/probe.ts',
      "import { LIMITS } from '@contract/options';\nimport { answersFrom } from '../../rsvp-form';\nimport { apiRequest } from '../../../../lib/api-client';\nexport const probe = [LIMITS, answersFrom, apiRequest];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuse a feature room importing the wiring above it, and platform/ importing a feature room', async () => {
    const room = await boundaryErrors(
      'functions/src/guests/probe.ts',
      "import { app } from '../api/app';\nimport { routeTable } from '../api/routes';\nexport const probe = [app, routeTable];\n",
    );
    const platform = await boundaryErrors(
      'functions/src/platform/probe.ts',
      "import { guests } from '../guests/guests';\nimport { ok } from './respond';\nexport const probe = [guests, ok];\n",
    );
    const allowed = await boundaryErrors(
      'functions/src/guests/admin/probe.ts',
      "import { type Call } from '../../api/calls';\nimport { recordAnswers } from '../../rsvp/record-answers';\nexport type Probe = Call<'GET /admin/guests'>;\nexport const probe = recordAnswers;\n",
    );
    expect(room).toHaveLength(2);
    expect(platform).toHaveLength(1);
    // A handler takes its call's type from api/calls.ts, and one room may use another's rules.
    expect(allowed).toEqual([]);
  });

  it('refuse contract/ importing from a workspace', async () => {
    const errors = await boundaryErrors(
      'contract/probe.ts',
      "import { guests } from '../functions/src/guests/guests';\nexport const probe = guests;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuse a feature room answering an error itself: only api/ turns a refusal into a status', async () => {
    const restricted = async (path: string, source: string) => {
      const [result] = await eslint.lintText(source, { filePath: join(root, path) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
    };
    const room = await restricted(
      'functions/src/guests/admin/probe.ts',
      "import { fail, ok } from '../../platform/respond';\nexport const probe = [fail, ok];\n",
    );
    const api = await restricted(
      'functions/src/api/probe.ts',
      "import { fail } from '../platform/respond';\nexport const probe = fail;\n",
    );
    expect(room).toEqual([expect.objectContaining({ message: expect.stringContaining('Refuse with a Refusal') })]);
    expect(api).toEqual([]);
  });
});
