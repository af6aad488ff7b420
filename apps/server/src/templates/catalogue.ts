import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onboardingTemplateFile, onboardingTemplateId, templateFileSchema, type TemplateFile } from '@taskhub/domain';

/** The server's folder (apps/server): the onboarding template's path (SPEC.md section 2) is relative to it. */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built-in templates, one JSON file each (`<id>.json`). */
export const templatesDir = path.join(serverDir, path.dirname(onboardingTemplateFile));

/**
 * Reads and checks every built-in template: a file that does not parse or fails the schema, an id that is not its file's
 * name, or a missing onboarding template throws naming the file, so the server refuses to start on a bad catalogue.
 * The onboarding template comes first (it is the one a new team is offered); the others by name.
 */
export function loadTemplates(dir = templatesDir): TemplateFile[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const templates = files.map((name) => {
    const file = path.join(dir, name);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Template ${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    const parsed = templateFileSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');
      throw new Error(`Template ${file} is not valid: ${problems}`);
    }
    if (`${parsed.data.id}.json` !== name) throw new Error(`Template ${file} has the id "${parsed.data.id}"; it must be its file's name`);
    return parsed.data;
  });
  if (!templates.some((template) => template.id === onboardingTemplateId)) {
    throw new Error(`The onboarding template ${path.join(serverDir, onboardingTemplateFile)} is missing`);
  }
  const first = (template: TemplateFile) => (template.id === onboardingTemplateId ? 0 : 1);
  return templates.sort((a, b) => first(a) - first(b) || a.name.localeCompare(b.name, 'en'));
}
