// Opt-in (E2E_CPU=1): each test's CPU, for finding where the suite's time goes. The worker's own
// CPU (Playwright and the in-process sandbox) and its Chromium's: every live process under the
// worker, with what the processes it reaped (closed contexts' renderers) had used. One JSON line
// per test in e2e/.artifacts/cpu.jsonl.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const HZ = 100;
export const CPU_LOG = process.env['E2E_CPU'] === '1' ? join(import.meta.dirname, '..', '.artifacts', 'cpu.jsonl') : undefined;

/** Seconds of CPU used by the processes under this worker (Chromium), reaped children included. */
function childCpu(): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parent.set(Number(d), Number(f[1]));
      cpu.set(Number(d), (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / HZ);
    } catch {
      // gone meanwhile
    }
  }
  const under = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, s] of cpu) if (under(pid)) sum += s;
  return sum;
}

const ownCpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Starts measuring; the returned function writes the test's line. */
export function measureCpu(title: string): () => void {
  if (!CPU_LOG) return () => undefined;
  const t0 = Date.now(), c0 = childCpu(), n0 = ownCpu();
  return () => {
    const line = { test: title, wallS: (Date.now() - t0) / 1000, chromeS: +(childCpu() - c0).toFixed(2), nodeS: +(ownCpu() - n0).toFixed(2) };
    appendFileSync(CPU_LOG!, `${JSON.stringify(line)}\n`);
  };
}
