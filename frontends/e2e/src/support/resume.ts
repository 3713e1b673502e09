// A resume for the journeys that apply: a real PDF printed by Chromium, so the worker's checks read a real file.
import type { BrowserContext } from 'playwright-core';

export async function pdfResume(context: BrowserContext, text: string): Promise<Buffer> {
  const scratch = await context.newPage();
  try {
    await scratch.setContent(`<h1>Resume</h1><p>${text}</p>`);
    return await scratch.pdf({ format: 'Letter' });
  } finally {
    await scratch.close();
  }
}
