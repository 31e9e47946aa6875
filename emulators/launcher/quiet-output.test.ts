import { describe, expect, it } from 'vitest';
import { lineSplitter, terminalLine } from './quiet-output.mjs';

describe("npm start's terminal", () => {
  it("keeps Hosting's line per request and the functions' start and finish of each call to the log file", () => {
    for (const line of [
      'i  hosting: 127.0.0.1 - - [23/Nov/2026:09:18:32 +0000] "GET / HTTP/1.1" 200 21887 "-" "curl/7.88.1"',
      '[hosting] Rewriting /bcw/verify-phone to http://127.0.0.1:5001/demo-wedding/us-central1/bcw for local Function',
      'i  functions: Beginning execution of "us-central1-bcw"',
      'i  functions: Finished "us-central1-bcw" in 1043.915649ms',
      '⚠  functions: Your requested "node" version "22" doesn\'t match your global version "20". Using node@20 from host.',
      '',
    ]) {
      expect(terminalLine(line)).toBeNull();
    }
  });

  it("leaves the outbox provider's line to start.mjs, which prints each text once", () => {
    expect(terminalLine('>  [sms outbox] to +13055550102 (otp): 895062 is your sign-in code')).toBeNull();
  });

  it("shows a function's warnings and errors, but not its info lines", () => {
    const info = '>  {"guest":"vKy","to":"+1******0102","severity":"INFO","message":"sign-in code sent"}';
    const warning = '>  {"guest":"vKy","severity":"WARNING","message":"sign-in code not sent"}';
    expect(terminalLine(info)).toBeNull();
    expect(terminalLine(warning)).toBe('  function warning: sign-in code not sent {"guest":"vKy"}');
    expect(terminalLine('>  {"severity":"ERROR","message":"unexpected error"}')).toBe(
      '  function error: unexpected error',
    );
    expect(terminalLine('>  TypeError: x is not a function')).toBe('  function: TypeError: x is not a function');
  });

  it("shows firebase-tools' own warnings and errors, without their colours", () => {
    expect(terminalLine('\u001b[33m⚠\u001b[39m  functions: Your function timed out after ~30s.')).toBe(
      '⚠  functions: Your function timed out after ~30s.',
    );
    expect(terminalLine('!!  functions: Failed to load function definition')).toBe(
      '!!  functions: Failed to load function definition',
    );
    expect(terminalLine('⬢  functions: Failed to handle request for function us-central1-sendBatchText')).toBe(
      '⬢  functions: Failed to handle request for function us-central1-sendBatchText',
    );
    expect(terminalLine('⬢  emulators: firebase-tools will drop support for Java version < 21 soon')).toBeNull();
  });

  it('reads whole lines from chunks that split them anywhere', () => {
    const lines: string[] = [];
    const splitter = lineSplitter((line) => lines.push(line));
    splitter.push('first li');
    splitter.push('ne\nsecond\nthi');
    splitter.push(Buffer.from('rd'));
    splitter.flush();
    expect(lines).toEqual(['first line', 'second', 'third']);
  });
});
