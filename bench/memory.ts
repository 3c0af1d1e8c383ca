// Figure 5: peak resident memory of a process and all its descendants (the local stack:
// the gateway's Node process, DynamoDB Local's JVM, cognito-local), sampled from /proc.
import fs from 'node:fs';

function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (after the parenthesised name, which may hold spaces) is the parent pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples every `intervalMs` until stopped; `stop()` answers the peak total in bytes. */
export function samplePeakMemory(root: number, intervalMs = 250): { stop(): number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(
      peak,
      processTree(root).reduce((sum, pid) => sum + rssBytes(pid), 0),
    );
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
