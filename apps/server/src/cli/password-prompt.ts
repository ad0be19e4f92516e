/** Reads a line from a terminal without echoing it (raw mode); Ctrl-C aborts. */
export function promptHidden(question: string, stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  return new Promise((resolve, reject) => {
    process.stderr.write(question);
    let value = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/**
 * The new operator's password: OPERATOR_PASSWORD when set, else asked twice on a terminal. Throws when
 * neither is available or the two entries differ.
 */
export async function readOperatorPassword(
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const fromEnv = env.OPERATOR_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new Error('Set OPERATOR_PASSWORD, or run the command in a terminal to be asked for the password');
  }
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ');
  return first;
}
