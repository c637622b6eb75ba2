// CPU time of a process and all its descendants (the server's cluster primary and its workers), read from
// Linux's /proc: user plus system time, in ms. bench/api.ts divides it by the answers served to get the
// server's CPU per request, a figure that holds on a machine shared with other work (wall-clock rates do
// not). Elsewhere than Linux it answers null and the column stays empty.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

interface Stat {
  ppid: number;
  cpuMs: number;
}

function stat(pid: string): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may contain spaces: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3 of proc(5)); ppid is field 4, utime 14, stime 15.
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** Every process id /proc lists; null when there is no /proc. */
function processIds(): string[] | null {
  try {
    return readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return null;
  }
}

/** CPU ms used so far by `pid` and its descendants; null when /proc cannot tell. */
export function treeCpuMs(pid: number): number | null {
  const entries = processIds();
  if (!entries) return null;
  const stats = new Map<number, Stat>();
  for (const e of entries) {
    const s = stat(e);
    if (s) stats.set(Number(e), s);
  }
  if (!stats.has(pid)) return null;
  let total = 0;
  const wanted = new Set([pid]);
  // Parents come before children in no guaranteed order: repeat until the set stops growing.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, s] of stats) {
      if (!wanted.has(p) && wanted.has(s.ppid)) {
        wanted.add(p);
        grew = true;
      }
    }
  }
  for (const p of wanted) total += stats.get(p)!.cpuMs;
  return total;
}

/** CPU ms used so far by each of the given processes (not their children); a process gone or unknown is left out. */
export function processesCpuMs(pids: readonly number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const s = stat(String(pid));
    if (s) used.set(pid, s.cpuMs);
  }
  return used;
}

/**
 * CPU ms used so far by every process whose command is `comm` (e.g. 'postgres': the postmaster and its backends),
 * with what their exited children used (a backend that closed its connection); null when /proc cannot tell.
 */
export function commandCpuMs(comm: string): number | null {
  const entries = processIds();
  if (!entries) return null;
  let total = 0;
  for (const e of entries) {
    try {
      const text = readFileSync(`/proc/${e}/stat`, 'utf8');
      if (text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')) !== comm) continue;
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // utime, stime, cutime, cstime: fields 14 to 17 of proc(5).
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
