import { describe, expect, it } from 'vitest';
import { runCli } from './setup';

describe('runCli', () => {
  it("reports a CLI that ends without reading its input by its exit code, not as the pipe's error", async () => {
    // More input than a pipe holds, to a command that exits at once: the write fails with EPIPE.
    const answer = await runCli('sh', ['-c', 'exit 3'], 'x'.repeat(4 * 1024 * 1024));
    expect(answer.code).toBe(3);
  });
});
