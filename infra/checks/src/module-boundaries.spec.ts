import path from 'node:path';
import { ESLint } from 'eslint';

// Proves the Nx boundary rules are enforced as errors by linting small made-up files placed
// (virtually) inside each project; nothing is written to disk.
const workspaceRoot = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function errorsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`);
}

jest.setTimeout(60_000);

describe('module boundaries', () => {
  it('keeps Nest and React out of contracts', async () => {
    expect(await errorsFor('backend/contracts/src/probe.ts', "import { Injectable } from '@nestjs/common';\nexport const probe = Injectable;\n")).toEqual([
      expect.stringContaining('@nx/enforce-module-boundaries'),
    ]);
    expect(await errorsFor('backend/contracts/src/probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n")).toEqual([
      expect.stringContaining('@nx/enforce-module-boundaries'),
    ]);
  });

  it('lets the backend use contracts but not browser code', async () => {
    expect(await errorsFor('backend/api/src/probe.ts', "import { JOB_CATEGORIES } from '@marketplace/contracts';\nexport const probe = JOB_CATEGORIES;\n")).toEqual([]);
    expect(await errorsFor('backend/api/src/probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n")).toEqual([
      expect.stringContaining('@nx/enforce-module-boundaries'),
    ]);
  });

  it('lets a remote use the shared libs and contracts', async () => {
    const code = "import { Button } from '@marketplace/ui';\nimport { formatPay } from '@marketplace/contracts';\nexport const probe = [Button, formatPay];\n";
    expect(await errorsFor('frontends/seeker/src/probe.ts', code)).toEqual([]);
  });

  it('never lets one remote import another', async () => {
    expect(await errorsFor('frontends/seeker/src/probe.ts', "export const probe = () => import('employer/routes');\nimport x from 'admin/routes';\nexport const y = x;\n")).toEqual(
      expect.arrayContaining([expect.stringContaining('no-restricted-imports')]),
    );
    expect(await errorsFor('frontends/seeker/src/probe.ts', "import x from '../../employer/src/bootstrap';\nexport const probe = x;\n")).toEqual(
      expect.arrayContaining([expect.stringContaining('@nx/enforce-module-boundaries')]),
    );
  });

  it('keeps server packages out of shared frontend libs', async () => {
    expect(await errorsFor('frontends/libs/ui/src/probe.ts', "import { Queue } from 'bullmq';\nexport const probe = Queue;\n")).toEqual([
      expect.stringContaining('@nx/enforce-module-boundaries'),
    ]);
  });

  it('reports boundary violations as errors, not warnings', async () => {
    for (const file of ['backend/api/src/main.ts', 'frontends/seeker/src/index.ts', 'frontends/libs/ui/src/index.ts']) {
      const config = await eslint.calculateConfigForFile(path.join(workspaceRoot, file));
      const [severity] = config.rules['@nx/enforce-module-boundaries'];
      expect([2, 'error']).toContain(severity);
    }
  });
});
