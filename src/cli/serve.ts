import { reportFatal } from '../errors.js';

/** Runs `close` once on Ctrl-C (or a stop signal), then ends the process. */
export function stopOnSignals(close: () => Promise<void>, farewell?: string): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void close().then(() => {
      if (farewell) console.log(farewell);
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A server that could not start: a taken port is the owner's to fix, anything else is reported as usual. */
export function reportStartFailure(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('That port is taken by another program (another dev or preview server?): choose another with --port.');
    process.exitCode = 1;
  } else {
    reportFatal(error);
  }
}
