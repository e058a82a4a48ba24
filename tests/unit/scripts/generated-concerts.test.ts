import { describe, expect, it } from 'vitest';
import { generatedConcertDate } from '../../../scripts/lib/generated-concerts';

describe('the concerts generated for bench:concerts', () => {
  const buildTime = new Date('2031-01-15T12:00:00+01:00');
  const dates = Array.from({ length: 500 }, (_, index) => generatedConcertDate(index, 500, buildTime));

  it('leave ten concerts to come after the build and put the others before it, each on its own day', () => {
    const buildDay = buildTime.toISOString().slice(0, 10);
    expect(dates.filter((date) => date > buildDay)).toHaveLength(10);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('spread 500 concerts over about five years, two a week', () => {
    expect(dates[0]?.slice(0, 4)).toBe('2026');
    expect(dates.at(-1)?.slice(0, 4)).toBe('2031');
  });
});
