import { afterEach, beforeEach, vi } from "vitest";

// Any console.error during a test is a failure: errors must reach the user, not a log line.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called: ${JSON.stringify(calls[0])}`);
});
