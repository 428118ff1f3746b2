import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time used by processes, from /proc. On a shared machine wall-clock throughput swings with
 * the neighbours' load; CPU milliseconds per request barely move, so the benches print both.
 */
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces: split after it.
    return raw.slice(raw.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** user + system CPU milliseconds of one process (0 when it is gone). */
export function cpuMs(pid: number): number {
  const f = statFields(pid);
  if (!f) return 0;
  // After the name: state(0) ppid(1) … utime(11) stime(12).
  return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_SECOND;
}

/** The process and its direct children (PostgreSQL's backends are children of the postmaster). */
export function withChildren(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    if (!Number.isInteger(child)) continue;
    if (Number(statFields(child)?.[1]) === pid) children.push(child);
  }
  return [pid, ...children];
}

/** Total CPU milliseconds of a set of processes, keyed by pid so exits can be accounted. */
export function cpuSnapshot(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}

/** CPU milliseconds spent between two snapshots (processes that appeared count from zero). */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** CPU counters at one instant: each group's processes, and this process (the load generator). */
export type CpuMark = { groups: Map<string, Map<number, number>>; client: number };

export function markCpu(groups: Record<string, () => number[]>): CpuMark {
  const usage = process.cpuUsage();
  return {
    groups: new Map(Object.entries(groups).map(([name, pids]) => [name, cpuSnapshot(pids())])),
    client: (usage.user + usage.system) / 1000,
  };
}

/** CPU milliseconds per request between two marks, by group, plus `client`. */
export function cpuPerRequest(from: CpuMark, to: CpuMark, requests: number): Record<string, number> {
  const per: Record<string, number> = { client: (to.client - from.client) / Math.max(1, requests) };
  for (const [name, after] of to.groups) {
    per[name] = cpuSpent(from.groups.get(name) ?? new Map(), after) / Math.max(1, requests);
  }
  return per;
}

/**
 * Waits until a process is idle (under a tenth of a core over half a second, or 30 s at most): a
 * server that just opened warms its engine workers for seconds, and a latency measured meanwhile is
 * the warm-up's, not the route's.
 */
export async function settled(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuMs(pid) - before < 50) return;
  }
}
