import { describe, expect, it } from 'vitest';
import { resolveBuildTime } from '../../src/lib/build-time';

describe('the instant the site is built as of', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');

  it('is now when SITE_BUILD_TIME is not set or empty', () => {
    expect(resolveBuildTime({}, now)).toBe(now);
    expect(resolveBuildTime({ SITE_BUILD_TIME: ' ' }, now)).toBe(now);
  });

  it('is SITE_BUILD_TIME when set, with its offset', () => {
    expect(resolveBuildTime({ SITE_BUILD_TIME: '2025-10-20T10:00:00+02:00' }, now)).toBe(Date.parse('2025-10-20T08:00:00Z'));
    expect(resolveBuildTime({ SITE_BUILD_TIME: '2030-06-01T12:00Z' }, now)).toBe(Date.parse('2030-06-01T12:00:00Z'));
  });

  it.each(['2025-10-20', 'demain', '2025-13-40T10:00:00Z', '2025-10-20T10:00:00'])('stops the build on « %s », saying what is expected', (value) => {
    expect(() => resolveBuildTime({ SITE_BUILD_TIME: value }, now)).toThrow(
      `SITE_BUILD_TIME : instant attendu au format 2025-10-20T10:00:00+02:00 (date, heure et fuseau), valeur lue : « ${value} »`,
    );
  });
});
