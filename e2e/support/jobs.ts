import { askServer } from '../../src/server/ops/control';

/**
 * Runs one scheduled job of the server under test now, as if at `at`: through its local control socket
 * (ops/control.ts, a Unix socket in its DATA_DIR), which accepts another time only from a server started
 * with TEST_JOB_CLOCK=on (playwright.config.ts). Answers whether the job ran.
 */
export const runJob = async (name: string, at: Date): Promise<boolean> => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const answer = await askServer(dataDir, { cmd: 'run-job', name, at: at.toISOString() }, 60_000);
  if (!answer?.ok)
    throw new Error(`job ${name} did not run: ${answer ? answer.error : 'no server answered'}`);
  return answer.result === true;
};
