import { describe, expect, it } from 'vitest';
import { chromiumVersion, testToolsPlan } from '../../../scripts/lib/test-tools';

describe('what npm test installs or asks for before it runs', () => {
  it('does nothing when Chromium and Java are there', () => {
    expect(testToolsPlan({ chromium: true, java: true, canInstallDebianPackages: false })).toEqual({ kind: 'ready' });
  });

  it('installs the missing Debian packages as root on Debian', () => {
    expect(testToolsPlan({ chromium: false, java: false, canInstallDebianPackages: true })).toEqual({ kind: 'install', packages: ['chromium', 'default-jre-headless'] });
    expect(testToolsPlan({ chromium: true, java: false, canInstallDebianPackages: true })).toEqual({ kind: 'install', packages: ['default-jre-headless'] });
  });

  it('says in French what to install where it cannot do it itself', () => {
    const plan = testToolsPlan({ chromium: false, java: true, canInstallDebianPackages: false });
    expect(plan.kind).toBe('missing');
    if (plan.kind !== 'missing') return;
    expect(plan.message).toContain('Les tests ont besoin de Chromium');
    expect(plan.message).toContain('sudo apt-get install chromium');
    expect(plan.message).toContain('CHROMIUM_PATH');
    expect(plan.message).not.toContain('Java');
  });
});

describe('the browser version npm test prints', () => {
  it('is read from Debian’s Chromium and from Chrome', () => {
    expect(chromiumVersion('Chromium 156.0.8078.129 built on Debian GNU/Linux 12 (bookworm)\n')).toBe('156.0.8078.129');
    expect(chromiumVersion('Google Chrome 150.0.7871.100 \n')).toBe('150.0.7871.100');
  });

  it('is unknown when the output names none', () => {
    expect(chromiumVersion('')).toBeUndefined();
    expect(chromiumVersion('chromium: command not found')).toBeUndefined();
  });
});
