import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical accessibility violations axe-core finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** The same violations, each with the elements it names (axe's CSS targets), for a failure message that says where. */
export async function seriousViolationDetails(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => {
    const targets = v.nodes.slice(0, 5).map((node) => node.target.join(' ')).join(', ');
    const more = v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : '';
    return `${v.id}: ${v.help} (${targets}${more})`;
  });
}
