import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onboardingTemplateFile, onboardingTemplateId, teamTypes } from '@taskhub/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTemplates, templatesDir } from './catalogue.js';

const temporary: string[] = [];
afterEach(() => { for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true }); });

/** A folder holding the onboarding template as shipped, plus `extra` files (name → text). */
function folderWith(extra: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'templates-'));
  temporary.push(dir);
  const onboarding = `${onboardingTemplateId}.json`;
  writeFileSync(path.join(dir, onboarding), readFileSync(path.join(templatesDir, onboarding)));
  for (const [name, text] of Object.entries(extra)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const valid = { id: 'tiny', name: 'Tiny', description: 'Two columns', type: 'workflow_only', jobType: 'other', sections: [{ name: 'A' }, { name: 'B' }] };

describe('the built-in templates (templates/*.json)', () => {
  const templates = loadTemplates();

  it('are at least 30, with unique ids, each with at least two named sections', () => {
    expect(templates.length).toBeGreaterThanOrEqual(30);
    expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
    for (const template of templates) expect(template.sections.length, template.id).toBeGreaterThanOrEqual(2);
  });

  it('cover every job type of SPEC.md section 3 at least twice, and every template type', () => {
    for (const jobType of teamTypes) expect(templates.filter((t) => t.jobType === jobType).length, jobType).toBeGreaterThanOrEqual(2);
    expect(new Set(templates.map((t) => t.type))).toEqual(new Set(['workflow_only', 'content', 'content_and_users']));
  });

  it('start with the onboarding template, which SPEC.md section 2\'s file path names', () => {
    expect(onboardingTemplateFile).toBe(`templates/${onboardingTemplateId}.json`);
    expect(templates[0]!.id).toBe(onboardingTemplateId);
  });

  it('give roles exactly to the content_and_users ones, and tasks to all but workflow_only ones', () => {
    for (const template of templates) {
      expect(template.roles !== undefined, template.id).toBe(template.type === 'content_and_users');
      const tasks = template.sections.flatMap((section) => section.tasks ?? []);
      expect(tasks.length > 0, template.id).toBe(template.type !== 'workflow_only');
    }
  });
});

describe('loading a bad catalogue stops the server, naming the file', () => {
  it('refuses a file that is not JSON', () => {
    expect(() => loadTemplates(folderWith({ 'broken.json': '{ "id": ' }))).toThrow(/broken\.json is not valid JSON/);
  });

  it('refuses a file that fails the schema, saying what is wrong', () => {
    const oneSection = JSON.stringify({ ...valid, id: 'short', sections: [{ name: 'Only' }] });
    expect(() => loadTemplates(folderWith({ 'short.json': oneSection }))).toThrow(/short\.json is not valid: sections/);
    const unknownJob = JSON.stringify({ ...valid, id: 'astronaut', jobType: 'astronaut' });
    expect(() => loadTemplates(folderWith({ 'astronaut.json': unknownJob }))).toThrow(/astronaut\.json is not valid: jobType/);
    const rolesless = JSON.stringify({ ...valid, id: 'people', type: 'content_and_users', sections: [{ name: 'A', tasks: [{ title: 'x' }] }, { name: 'B' }] });
    expect(() => loadTemplates(folderWith({ 'people.json': rolesless }))).toThrow(/people\.json is not valid: roles/);
  });

  it('refuses an id that is not the file\'s name', () => {
    expect(() => loadTemplates(folderWith({ 'other-name.json': JSON.stringify(valid) }))).toThrow(/other-name\.json has the id "tiny"/);
  });

  it('refuses a catalogue without the onboarding template', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'templates-'));
    temporary.push(dir);
    writeFileSync(path.join(dir, 'tiny.json'), JSON.stringify(valid));
    expect(() => loadTemplates(dir)).toThrow(/onboarding template .*is missing/);
    expect(loadTemplates(folderWith({ 'tiny.json': JSON.stringify(valid) })).map((t) => t.id)).toEqual([onboardingTemplateId, 'tiny']);
  });
});
