/**
 * What `npm test` needs beyond npm packages, and how to get it: Debian's Chromium (end-to-end
 * tests, Lighthouse; no npm package may download a browser here) and a Java runtime (the Nu Html
 * Checker of `npm run check:dist`). Pure, so that the decision is unit-tested.
 */

export interface Machine {
  chromium: boolean;
  java: boolean;
  /** Linux with apt-get, as root: the test command may install Debian packages itself. */
  canInstallDebianPackages: boolean;
}

export type ToolsPlan = { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'missing'; message: string };

export function testToolsPlan(machine: Machine): ToolsPlan {
  const packages = [...(machine.chromium ? [] : ['chromium']), ...(machine.java ? [] : ['default-jre-headless'])];
  if (packages.length === 0) return { kind: 'ready' };
  if (machine.canInstallDebianPackages) return { kind: 'install', packages };
  const needs = [
    ...(machine.chromium ? [] : ['Chromium, pour les tests de bout en bout et Lighthouse (ou son chemin dans la variable CHROMIUM_PATH)']),
    ...(machine.java ? [] : ['un Java (17 ou plus), pour le validateur HTML']),
  ];
  return {
    kind: 'missing',
    message: [
      `Les tests ont besoin de ${needs.join(' et de ')}.`,
      `Sur Debian ou Ubuntu : sudo apt-get install ${packages.join(' ')}, puis relancez npm test.`,
      'Sur un autre système, installez-les avec son gestionnaire de paquets.',
    ].join('\n'),
  };
}

/**
 * The browser version out of `chromium --version` (« Chromium 156.0.8078.129 built on Debian… »),
 * printed by `npm test` before its stages: some end-to-end tests depend on the browser's rules
 * (a failed dynamic import kept or asked for again), and a red run names the browser it ran on.
 */
export function chromiumVersion(output: string): string | undefined {
  return /\b(?:Chromium|Google Chrome|Chrome)\s+(\d+(?:\.\d+){1,3})/.exec(output)?.[1];
}
