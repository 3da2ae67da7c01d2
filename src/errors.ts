// Two kinds of failure, told apart:
//  - UserError: the owner's input is wrong. Printed in plain words, exit 1, no stack trace.
//  - anything else: our bug. Printed with its stack trace.

export class UserError extends Error {
  override name = 'UserError';
}

/** Prints an error once, in the form its kind calls for, and sets the exit status. */
export function reportFatal(error: unknown): void {
  if (error instanceof UserError) {
    console.error(error.message);
  } else {
    console.error('[Bug] The generator failed unexpectedly. Please report this with the trace below.');
    console.error(error);
  }
  process.exitCode = 1;
}
