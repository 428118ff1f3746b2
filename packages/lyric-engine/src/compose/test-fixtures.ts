import { createRng } from '../util/random';
import { voiceFor } from './grammar';
import type { BuildRequest, Material } from './line-builder';

/**
 * For the tests: a line request with nothing in it but what a test gives, and no material of the
 * writer's (no images, phrases or palette) unless the test names some.
 */
export function bareRequest(
  overrides: Partial<Omit<BuildRequest, 'material'>> & { material?: Partial<Material> },
): BuildRequest {
  const { material, ...rest } = overrides;
  return {
    templates: [],
    ends: [],
    target: 8,
    voice: voiceFor('i', 'present'),
    existing: new Set(),
    prefix: '',
    attempts: 1,
    rng: createRng(1),
    ...rest,
    material: {
      images: [],
      nouns: [],
      adjectives: [],
      verbs: [],
      feel: 'tender',
      phrases: [],
      determiners: new Map(),
      ...material,
    },
  };
}
