/**
 * The one line the server writes when something went wrong that no request should cause: an
 * uncaught error in a serving process, or a serving process that died. The supervisor and the
 * serving process write it (stderr), and every test, bench and check that starts the server looks
 * for it (`watch-server.ts`): the text is written here once.
 */
export const PROBLEM_PREFIX = "Server problem:";

/** The line for one problem; a stack keeps its own lines, each after the prefix's first line. */
export function problemLine(text: string): string {
  return `${PROBLEM_PREFIX} ${text}\n`;
}

/** Writes the line to stderr, which is synchronous for files and pipes on Linux: it is written before an exit. */
export function reportProblem(text: string): void {
  process.stderr.write(problemLine(text));
}

/** The problems in a chunk of a server's output (lines starting with the prefix). */
export function problemsIn(output: string): string[] {
  return output.split("\n").filter((line) => line.startsWith(PROBLEM_PREFIX));
}
