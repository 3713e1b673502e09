// Renders a critique report in a process of its own, the way the compiled worker runs: plain Node
// module resolution (not jest's) finds the font files the report embeds. Run it with
// `node --require test/support/typescript-child.cjs`; it reads { critique, context } as JSON on
// stdin (generatedAt as ISO 8601) and writes the PDF to stdout.
import { text } from 'node:stream/consumers';
import type { ResumeCritique } from '@marketplace/contracts';
import { renderCritiqueReport } from '../../src/modules/critiques/report/critique-report.pdf';

async function main(): Promise<void> {
  const input = JSON.parse(await text(process.stdin)) as {
    critique: ResumeCritique;
    context: { seekerName: string; generatedAt: string };
  };
  const pdf = await renderCritiqueReport(input.critique, {
    seekerName: input.context.seekerName,
    generatedAt: new Date(input.context.generatedAt),
  });
  process.stdout.write(pdf);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
