import type { ChildProcess } from 'node:child_process';

/**
 * The first match of `pattern` in what a server process writes (stdout and stderr together, as its lines may
 * come from either), e.g. its start line naming the port it got from PORT=0; rejects with everything it wrote
 * when it exits first, which is what explains a start that failed.
 */
export function logMatch(child: ChildProcess, pattern: RegExp, what: string): Promise<RegExpExecArray> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${output}`)));
  });
}
