/**
 * `pretest`: makes sure the machine has what `npm test` needs besides npm packages (see
 * lib/test-tools.ts), installing Debian's packages when it runs as root on a Debian machine,
 * else saying in French what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumVersion, testToolsPlan } from './lib/test-tools.ts';

const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const succeeds = (command: string, args: string[]): boolean => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

const plan = testToolsPlan({
  chromium: existsSync(chromiumPath),
  java: succeeds('java', ['-version']),
  canInstallDebianPackages: process.platform === 'linux' && process.getuid?.() === 0 && succeeds('apt-get', ['--version']),
});

if (plan.kind === 'missing') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === 'install') {
  console.log(`Installation des paquets Debian manquants : ${plan.packages.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...plan.packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args[0]} a échoué : installez à la main ${plan.packages.join(' ')}, puis relancez npm test.`);
      process.exit(1);
    }
  }
}

const versionOutput = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
const version = chromiumVersion(`${versionOutput.stdout ?? ''}`);
console.log(version ? `Navigateur des tests : Chromium ${version} (${chromiumPath})` : `Navigateur des tests : version de ${chromiumPath} inconnue`);
