import { freeLabelLimit } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryObjectStore } from '../store/memory-store.js';
import { activeLabels, findIdenticalLabel, newTagProblem } from './tag-rules.js';

const objects = createMemoryObjectStore({
  seed(store) {
    store.create('label', { id: 'b', name: 'Work', color: '#FF0000', position: 'b' });
    store.create('label', { id: 'a', name: 'Home', color: '#00ff00', position: 'a' });
    store.create('label', { id: 'gone', name: 'Old', color: '#0000ff', position: 'c', isDeleted: true });
  },
}).getSnapshot().objects;
const labels = activeLabels(objects);

describe('tag rules', () => {
  it('lists tags that are not deleted, in position order', () => {
    expect(labels.map((label) => label.id)).toEqual(['a', 'b']);
  });

  it('finds the same name and colour ignoring case and outer spaces, but not another colour', () => {
    expect(findIdenticalLabel(labels, ' work ', '#ff0000')?.id).toBe('b');
    expect(findIdenticalLabel(labels, 'Work', '#ff0001')).toBeUndefined();
    expect(findIdenticalLabel(labels, 'Work', '#ff0000', 'b')).toBeUndefined();
  });

  it('lets a deleted tag pair be made again', () => {
    expect(newTagProblem(labels, 'Old', '#0000ff', true)).toBeNull();
  });

  it('says why a new tag cannot be made', () => {
    expect(newTagProblem(labels, '  ', '#123456')).toBe('nameRequired');
    expect(newTagProblem(labels, 'HOME', '#00FF00')).toBe('identical');
    expect(newTagProblem(labels, 'Home', '#1E88E5')).toBeNull();
  });

  it('keeps free accounts to the palette and the tag limit, and lets premium ones past both', () => {
    expect(newTagProblem(labels, 'Teal', '#008080')).toBe('colour');
    expect(newTagProblem(labels, 'Teal', '#008080', true)).toBeNull();
    const many = Array.from({ length: freeLabelLimit }, (_, i) => ({ ...labels[0]!, id: `l${i}`, name: `Tag ${i}` }));
    expect(newTagProblem(many, 'One more', '#1e88e5')).toBe('limit');
    expect(newTagProblem(many, 'One more', '#1e88e5', true)).toBeNull();
  });
});
