import { describe, expect, it } from 'vitest';
import { assignExperiments, assignGroup, experimentDefinitions, requiredExperiments } from './experiments.js';

describe('experiments', () => {
  it('lists the required experiments of SPEC.md section 9', () => {
    expect(requiredExperiments).toEqual([
      'MAC_IN_REVIEW', 'WEB_GOOGLE_ASSISTANT', 'WEB_WORKSPACE_CREATE', 'WEB_OB_SESSION', 'WEB_OB_GPT',
      'WEB_OB_UPSELL_JAN_23', 'WEB_OB_WALKTHROUGH', 'WEB_WHATSAPP_OB_UPSELL',
    ]);
  });
  it('gives one client the same group every time', () => {
    for (const name of requiredExperiments) expect(assignGroup(name, 'client-1')).toBe(assignGroup(name, 'client-1'));
  });
  it('spreads clients over every group', () => {
    const groups = new Set(Array.from({ length: 200 }, (_, i) => assignGroup('WEB_OB_GPT', `client-${i}`)));
    expect([...groups].sort()).toEqual([...experimentDefinitions.WEB_OB_GPT].sort());
  });
  it('answers name, group and properties for every required experiment and ignores unknown names', () => {
    const experiments = assignExperiments('c', ['NOT_AN_EXPERIMENT']);
    expect(experiments.map((e) => e.name)).toEqual(requiredExperiments);
    for (const e of experiments) expect(e).toEqual({ name: e.name, group: expect.any(String), properties: {} });
  });
});
