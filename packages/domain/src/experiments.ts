/** The experiments the web client requires, each with the groups a client can fall into. */
export const experimentDefinitions = {
  MAC_IN_REVIEW: ['control', 'in_review'],
  WEB_GOOGLE_ASSISTANT: ['control', 'variant'],
  WEB_WORKSPACE_CREATE: ['control', 'variant'],
  WEB_OB_SESSION: ['control', 'variant'],
  WEB_OB_GPT: ['control', 'variant'],
  WEB_OB_UPSELL_JAN_23: ['control', 'variant'],
  WEB_OB_WALKTHROUGH: ['control', 'variant'],
  WEB_WHATSAPP_OB_UPSELL: ['control', 'variant'],
} as const satisfies Record<string, readonly string[]>;

export type ExperimentName = keyof typeof experimentDefinitions;

export const requiredExperiments = Object.keys(experimentDefinitions) as ExperimentName[];

export interface Experiment {
  name: string;
  group: string;
  properties: Record<string, unknown>;
}

/** 32-bit FNV-1a: a small, stable hash that needs no crypto module, so clients get the same answer. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The group of one experiment for one client: the same client id always lands in the same group. */
export function assignGroup(name: ExperimentName, clientId: string): string {
  const groups = experimentDefinitions[name];
  return groups[fnv1a(`${name}:${clientId}`) % groups.length]!;
}

/** The experiments to answer for a client: the requested known names (all required ones when none are named). */
export function assignExperiments(clientId: string, requested: readonly string[] = []): Experiment[] {
  const names = new Set<ExperimentName>(requiredExperiments);
  for (const name of requested) if (name in experimentDefinitions) names.add(name as ExperimentName);
  return [...names].map((name) => ({ name, group: assignGroup(name, clientId), properties: {} }));
}
