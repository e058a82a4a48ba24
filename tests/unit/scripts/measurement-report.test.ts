import { describe, expect, it } from 'vitest';
import { measurementPage } from '../../../scripts/lib/measurement-report';

describe('a page of measurements in docs/', () => {
  it('names the command that wrote it and the day, and keeps the lines as printed', () => {
    const page = measurementPage('Budgets', 'npm run check:dist -- --docs', ['', '| page | kB |', '| --- | ---: |', '| / | 2.1 |'], new Date('2026-11-25T10:00:00Z'));
    expect(page).toBe(
      '# Budgets\n\nÉcrit par `npm run check:dist -- --docs` le 2026-11-25. Relancez la commande pour mettre cette page à jour ; ne la modifiez pas à la main.\n\n| page | kB |\n| --- | ---: |\n| / | 2.1 |\n',
    );
  });
});
