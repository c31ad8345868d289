// Linux-only contention monitor, after /work/shared/bench/peers/lib/cpu-monitor.mjs. The machine has
// 2 shared cores; a busy neighbour inflates wall-clock timings. Every `intervalMs` it reads /proc/stat
// (all CPU time) and the CPU time of this process's tree (the bench, the in-process sandbox and the
// Chromium it spawned); the rest is "foreign" load, in cores.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

function readStat(): { total: number; idle: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: f.slice(0, 8).reduce((a, b) => a + b, 0), idle: f[3]! + (f[4] ?? 0) };
}

function processTable(): Map<number, { ppid: number; cpu: number }> {
  const m = new Map<number, { ppid: number; cpu: number }>();
  for (const d of readdirSync('/proc')) {
    if (d.charCodeAt(0) > 57) continue;
    try {
      const s = readFileSync(`/proc/${d}/stat`, 'utf8');
      const r = s.slice(s.lastIndexOf(')') + 2).split(' ');
      m.set(Number(d), { ppid: Number(r[1]), cpu: Number(r[11]) + Number(r[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return m;
}

function treeOf(table: Map<number, { ppid: number }>, root: number): Set<number> {
  const kids = new Map<number, number[]>();
  for (const [pid, { ppid }] of table) kids.set(ppid, [...(kids.get(ppid) ?? []), pid]);
  const out = new Set([root]);
  const stack = [root];
  while (stack.length) for (const k of kids.get(stack.pop()!) ?? []) if (!out.has(k)) (out.add(k), stack.push(k));
  return out;
}

interface Sample {
  t: number;
  foreign: number;
}

export class CpuMonitor {
  readonly enabled = existsSync('/proc/stat');
  private readonly ncpu = os.cpus().length;
  private samples: Sample[] = [];
  private timer: NodeJS.Timeout | undefined;
  private prevStat = { total: 0, idle: 0 };
  private prevOurs = new Map<number, number>();

  constructor(private readonly intervalMs = 500) {}

  start(): this {
    if (!this.enabled) return this;
    this.prevStat = readStat();
    this.prevOurs = this.ours();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private ours(): Map<number, number> {
    const table = processTable();
    const cpu = new Map<number, number>();
    for (const pid of treeOf(table, process.pid)) cpu.set(pid, table.get(pid)?.cpu ?? 0);
    return cpu;
  }

  private tick(): void {
    const st = readStat();
    const ours = this.ours();
    let oursDelta = 0;
    for (const [pid, c] of ours) oursDelta += Math.max(0, c - (this.prevOurs.get(pid) ?? 0));
    const dTotal = st.total - this.prevStat.total;
    const busy = dTotal - (st.idle - this.prevStat.idle);
    const elapsed = dTotal / this.ncpu;
    if (elapsed > 0) this.samples.push({ t: Date.now(), foreign: Math.max(0, busy - oursDelta) / elapsed });
    this.prevStat = st;
    this.prevOurs = ours;
    if (this.samples.length > 20000) this.samples.splice(0, 10000);
  }

  /** Mean foreign load (cores) between two Date.now() times; null without samples. */
  foreignBetween(t0: number, t1: number): number | null {
    const s = this.samples.filter((x) => x.t >= t0 && x.t <= t1 + this.intervalMs);
    return s.length ? s.reduce((a, x) => a + x.foreign, 0) / s.length : null;
  }

  /** Waits until other processes used < threshold cores over windowMs (at most maxWaitMs). */
  async waitQuiet({ threshold = 0.3, windowMs = 1500, maxWaitMs = 10000 } = {}): Promise<{ waitedMs: number; quiet: boolean | null }> {
    if (!this.enabled) return { waitedMs: 0, quiet: null };
    const t0 = Date.now();
    for (;;) {
      const now = Date.now();
      const recent = this.samples.filter((x) => x.t > now - windowMs);
      const avg = recent.length ? recent.reduce((a, x) => a + x.foreign, 0) / recent.length : Infinity;
      if (recent.length >= Math.max(1, Math.floor(windowMs / this.intervalMs) - 1) && avg < threshold) return { waitedMs: now - t0, quiet: true };
      if (now - t0 > maxWaitMs) return { waitedMs: now - t0, quiet: false };
      await new Promise((ok) => setTimeout(ok, this.intervalMs / 2));
    }
  }

  /** Distribution of foreign load since t0. */
  summary(t0 = 0): { samples: number; foreignCoresMedian: number | null; foreignCoresP90: number | null; shareOfTimeOverHalfCore: number | null } {
    const f = this.samples.filter((x) => x.t >= t0).map((x) => x.foreign).sort((a, b) => a - b);
    const q = (p: number) => (f.length ? Math.round(f[Math.min(f.length - 1, Math.floor(p * f.length))]! * 100) / 100 : null);
    return {
      samples: f.length,
      foreignCoresMedian: q(0.5),
      foreignCoresP90: q(0.9),
      shareOfTimeOverHalfCore: f.length ? Math.round((f.filter((x) => x > 0.5).length / f.length) * 100) / 100 : null,
    };
  }
}
