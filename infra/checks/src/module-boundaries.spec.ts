import path from 'node:path';
import { ESLint } from 'eslint';
import { createProjectGraphAsync } from '@nx/devkit';

// Proves the Nx boundary rules are enforced as errors by linting small made-up files placed
// (virtually) inside each project; nothing is written to disk.
const workspaceRoot = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function errorsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

jest.setTimeout(60_000);

// The rule reads Nx's cached project graph and passes everything when there is none yet (a fresh
// checkout that ran no nx command before this tier): build it first.
beforeAll(async () => {
  await createProjectGraphAsync({ exitOnError: false });
});

describe('module boundaries', () => {
  it('keeps Nest and React out of contracts', async () => {
    expect(
      await errorsFor(
        'backend/contracts/src/probe.ts',
        "import { Injectable } from '@nestjs/common';\nexport const probe = Injectable;\n",
      ),
    ).toEqual([expect.stringContaining('@nx/enforce-module-boundaries')]);
    expect(
      await errorsFor(
        'backend/contracts/src/probe.ts',
        "import { useState } from 'react';\nexport const probe = useState;\n",
      ),
    ).toEqual([expect.stringContaining('@nx/enforce-module-boundaries')]);
  });

  it('lets the backend use contracts but not browser code', async () => {
    expect(
      await errorsFor(
        'backend/api/src/probe.ts',
        "import { JOB_CATEGORIES } from '@marketplace/contracts';\nexport const probe = JOB_CATEGORIES;\n",
      ),
    ).toEqual([]);
    expect(
      await errorsFor(
        'backend/api/src/probe.ts',
        "import { useState } from 'react';\nexport const probe = useState;\n",
      ),
    ).toEqual([expect.stringContaining('@nx/enforce-module-boundaries')]);
  });

  it("lets only the backend's e-mail templates use React and @react-email", async () => {
    const template =
      "import type { ReactNode } from 'react';\nimport { Text } from '@react-email/text';\nexport const Probe = ({ children }: { children: ReactNode }) => <Text>{children}</Text>;\n";
    for (const file of [
      'backend/api/src/modules/notifications/email/probe.tsx',
      'backend/api/src/modules/accounts/mail/probe.tsx',
      'backend/api/src/modules/jobs/alerts/probe-email.tsx',
    ]) {
      expect({ file, errors: await errorsFor(file, template) }).toEqual({ file, errors: [] });
    }
    for (const file of [
      'backend/api/src/modules/jobs/alerts/probe.ts',
      'backend/api/src/modules/notifications/probe.ts',
      'backend/api/src/core/http/probe.tsx',
    ]) {
      for (const code of [
        "import { useState } from 'react';\nexport const probe = useState;\n",
        "import { Text } from '@react-email/text';\nexport const probe = Text;\n",
      ]) {
        expect({ file, errors: await errorsFor(file, code) }).toEqual({
          file,
          errors: [expect.stringContaining('@nx/enforce-module-boundaries')],
        });
      }
    }
    // The templates get React, not the rest of the browser stack.
    expect(
      await errorsFor(
        'backend/api/src/modules/accounts/mail/probe.tsx',
        "import styled from 'styled-components';\nexport const probe = styled;\n",
      ),
    ).toEqual([expect.stringContaining('@nx/enforce-module-boundaries')]);
  });

  it('lets a remote use the shared libs and contracts', async () => {
    const code =
      "import { Button } from '@marketplace/ui';\nimport { formatPay } from '@marketplace/contracts';\nexport const probe = [Button, formatPay];\n";
    expect(await errorsFor('frontends/seeker/src/probe.ts', code)).toEqual([]);
  });

  it('never lets one remote import another', async () => {
    expect(
      await errorsFor(
        'frontends/seeker/src/probe.ts',
        "export const probe = () => import('employer/routes');\nimport x from 'admin/routes';\nexport const y = x;\n",
      ),
    ).toEqual(expect.arrayContaining([expect.stringContaining('no-restricted-imports')]));
    expect(
      await errorsFor(
        'frontends/seeker/src/probe.ts',
        "import x from '../../employer/src/bootstrap';\nexport const probe = x;\n",
      ),
    ).toEqual(expect.arrayContaining([expect.stringContaining('@nx/enforce-module-boundaries')]));
  });

  it('keeps server packages out of shared frontend libs', async () => {
    expect(
      await errorsFor(
        'frontends/libs/ui/src/probe.ts',
        "import { Queue } from 'bullmq';\nexport const probe = Queue;\n",
      ),
    ).toEqual([expect.stringContaining('@nx/enforce-module-boundaries')]);
  });

  it('reports boundary violations as errors, not warnings', async () => {
    for (const file of ['backend/api/src/main.ts', 'frontends/seeker/src/index.ts', 'frontends/libs/ui/src/index.ts']) {
      const config = await eslint.calculateConfigForFile(path.join(workspaceRoot, file));
      const [severity] = config.rules['@nx/enforce-module-boundaries'];
      expect([2, 'error']).toContain(severity);
    }
  });

  describe('backend layers', () => {
    const layers = (messages: string[]) => messages.filter((message) => message.startsWith('backend/layers'));

    it('keeps core and infrastructure from importing feature modules', async () => {
      const code = "import { JobsService } from '../../modules/jobs';\nexport const probe = JobsService;\n";
      expect(layers(await errorsFor('backend/api/src/core/http/probe.ts', code))).toEqual([
        expect.stringContaining('must not import feature modules'),
      ]);
      expect(layers(await errorsFor('backend/api/src/infrastructure/queue/probe.ts', code))).toEqual([
        expect.stringContaining('must not import feature modules'),
      ]);
    });

    it("lets a module import another only through that module's index.ts", async () => {
      const deep = "import { User } from '../../accounts/entities/user.entity';\nexport const probe = User;\n";
      expect(layers(await errorsFor('backend/api/src/modules/jobs/entities/probe.ts', deep))).toEqual([
        expect.stringContaining('only through its index.ts'),
      ]);
      const viaIndex = "import { User } from '../../accounts';\nexport const probe = User;\n";
      expect(layers(await errorsFor('backend/api/src/modules/jobs/entities/probe.ts', viaIndex))).toEqual([]);
      const ownFiles = "import { Job } from '../entities/job.entity';\nexport const probe = Job;\n";
      expect(layers(await errorsFor('backend/api/src/modules/jobs/search/probe.ts', ownFiles))).toEqual([]);
    });

    it('keeps demo data out of production code but lets seeding and tests use it', async () => {
      const code = "import { DEMO_CATALOG } from './demo/demo-catalog';\nexport const probe = DEMO_CATALOG;\n";
      expect(layers(await errorsFor('backend/api/src/modules/jobs/probe.ts', code))).toEqual([
        expect.stringContaining('for seeding only'),
      ]);
      const fromCli = "import { JobsDemoModule } from '../modules/jobs/demo';\nexport const probe = JobsDemoModule;\n";
      expect(layers(await errorsFor('backend/api/src/cli/probe.ts', fromCli))).toEqual([]);
      const fromTest =
        "import { DEMO_CATALOG } from '../../src/modules/jobs/demo/demo-catalog';\nexport const probe = DEMO_CATALOG;\n";
      expect(layers(await errorsFor('backend/api/test/integration/probe.int-spec.ts', fromTest))).toEqual([]);
    });

    it('reports layer violations as errors', async () => {
      const config = await eslint.calculateConfigForFile(path.join(workspaceRoot, 'backend/api/src/main.ts'));
      const [severity] = config.rules['backend/layers'];
      expect([2, 'error']).toContain(severity);
    });
  });
});
