/** Builds timed in elapsed and processor time, for the benchmarks (bench:build, bench:share-cards). */
import { readFileSync } from 'node:fs';
import type { BuildResult, TempProject } from '../temp-project.ts';

/** Processor seconds used by the finished child processes of this one (Linux: /proc/self/stat, cutime + cstime, in 1/100 s): other work on a shared machine barely changes it. */
export function childProcessorSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Builds the copy, saying on stderr what it builds and how long it took; a failed build stops the bench. */
export async function timedBuild(project: TempProject, label: string): Promise<BuildResult & { processor: number }> {
  process.stderr.write(`${label}… `);
  const before = childProcessorSeconds();
  const result = await project.build();
  if (!result.ok) throw new Error(`${label} : échec\n${result.output}`);
  const processor = childProcessorSeconds() - before;
  process.stderr.write(`${result.seconds.toFixed(1)} s (processeur ${processor.toFixed(1)} s)\n`);
  return { ...result, processor };
}
