/**
 * What a measuring script prints, also written to a markdown page of docs/ when it runs with
 * `--docs`: the figures in docs/ come from the script that measured them, never typed by hand.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface MeasurementReport {
  /** Prints a line and keeps it for the page. */
  say: (line?: string) => void;
  /** Writes the page when the script was asked to (`--docs`); returns its path then. */
  write: () => string | undefined;
}

export function measurementPage(title: string, command: string, lines: readonly string[], date: Date): string {
  const day = date.toISOString().slice(0, 10);
  return `# ${title}\n\nÉcrit par \`${command}\` le ${day}. Relancez la commande pour mettre cette page à jour ; ne la modifiez pas à la main.\n${lines.join('\n')}\n`;
}

export function measurementReport(file: string, title: string, command: string): MeasurementReport {
  const lines: string[] = [];
  return {
    say(line = '') {
      console.log(line);
      lines.push(line);
    },
    write() {
      if (!process.argv.includes('--docs')) return undefined;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, measurementPage(title, command, lines, new Date()));
      return file;
    },
  };
}
